import pkg from "../../package.json" with { type: "json" };

/** The package version, for --version and tool metadata. */
export const VERSION: string = pkg.version;

/** The package's name on npm. */
export const PACKAGE_NAME: string = pkg.name;

const repository = (pkg as { repository?: string | { url?: string } }).repository;

/** The repository's web address from package.json, when it names one. */
export const REPOSITORY_URL: string | undefined = (typeof repository === "string" ? repository : repository?.url)
  ?.replace(/^git\+/, "")
  .replace(/\.git$/, "")
  .replace(/^git:\/\//, "https://");
