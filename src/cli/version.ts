// Named imports only, so the bundled command carries these fields and not the whole manifest (a
// dev dependency added to package.json must not change the committed dist/cli.cjs).
import { name, repository as repositoryField, version } from "../../package.json";

/** The package version, for --version and tool metadata. */
export const VERSION: string = version;

/** The package's name on npm. */
export const PACKAGE_NAME: string = name;

const repository = repositoryField as string | { url?: string } | undefined;

/** The repository's web address from package.json, when it names one. */
export const REPOSITORY_URL: string | undefined = (typeof repository === "string" ? repository : repository?.url)
  ?.replace(/^git\+/, "")
  .replace(/\.git$/, "")
  .replace(/^git:\/\//, "https://");
