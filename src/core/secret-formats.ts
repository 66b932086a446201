// The credential formats a spec is searched for: one table, one row per provider format, each with
// where its shape comes from. Most rows follow gitleaks' default rules
// (https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml, cited by rule id), the
// rest the provider's own documentation. secretlint's preset was weighed and not taken: see
// docs/decisions.md ("Secrets: a table of our own, not secretlint's preset").
//
// Every pattern is a fixed regular expression of this file (never built from a spec), anchored on a
// literal `hint` that a string must contain before the pattern runs, and linear in the string.

/** One provider's credential format. */
export interface SecretFormat {
  /** A stable id, for tests and docs. */
  readonly id: string;
  /** What the credential is, as a message names it. */
  readonly label: string;
  /** Literals of which every match contains one: the pattern runs only on strings that hold one. */
  readonly hints: readonly string[];
  /** The credential itself (global: every match in a string is found). */
  readonly pattern: RegExp;
  /** The name the fix suggests for the secret that replaces it (`{{secrets.NAME}}`). */
  readonly secret: string;
}

const f = (id: string, label: string, hint: string, pattern: RegExp, secret: string): SecretFormat => ({ id, label, hints: hint.split("|"), pattern, secret });

// Word edges: a key is not the middle of a longer run of key characters.
const B = "(?<![A-Za-z0-9_])";
const E = "(?![A-Za-z0-9_])";
const re = (body: string, flags = ""): RegExp => new RegExp(`${B}(?:${body})${E}`, `g${flags}`);

let table: readonly SecretFormat[] | undefined;

/** The provider formats, in the order they are tried (a more specific format before a looser one); built on first use, so nothing runs at import. */
export const secretFormats = (): readonly SecretFormat[] => (table ??= build());

const build = (): readonly SecretFormat[] => [
  // Cloud providers
  f("aws-access-key-id", "AWS access key id", "AKIA|ASIA|ABIA|ACCA", re("(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}"), "AWS_ACCESS_KEY_ID"), // gitleaks aws-access-token
  f("gcp-api-key", "Google API key", "AIza", re("AIza[0-9A-Za-z_-]{35}"), "GOOGLE_API_KEY"), // gitleaks gcp-api-key
  f("google-oauth-client-secret", "Google OAuth client secret", "GOCSPX-", re("GOCSPX-[A-Za-z0-9_-]{28}"), "GOOGLE_CLIENT_SECRET"), // gitleaks gcp-oauth-client-secret (GOCSPX- prefix, Google Cloud docs)
  f("azure-ad-client-secret", "Azure AD client secret", "Q~", re("[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}"), "AZURE_CLIENT_SECRET"), // gitleaks azure-ad-client-secret
  f("digitalocean-pat", "DigitalOcean personal access token", "dop_v1_", re("dop_v1_[a-f0-9]{64}"), "DIGITALOCEAN_TOKEN"), // gitleaks digitalocean-pat
  f("digitalocean-oauth", "DigitalOcean OAuth token", "doo_v1_", re("doo_v1_[a-f0-9]{64}"), "DIGITALOCEAN_TOKEN"), // gitleaks digitalocean-access-token
  f("cloudflare-origin-ca-key", "Cloudflare origin CA key", "v1.0-", re("v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}"), "CLOUDFLARE_ORIGIN_CA_KEY"), // gitleaks cloudflare-origin-ca-key
  f("heroku-api-key", "Heroku API key", "HRKU-AA", re("HRKU-AA[0-9A-Za-z_-]{58}"), "HEROKU_API_KEY"), // gitleaks heroku-api-key-v2
  f("flyio-token", "Fly.io access token", "fo1_", re("fo1_[\\w-]{43}"), "FLY_API_TOKEN"), // gitleaks flyio-access-token
  f("databricks-token", "Databricks API token", "dapi", re("dapi[a-f0-9]{32}(?:-\\d)?"), "DATABRICKS_TOKEN"), // gitleaks databricks-api-token
  f("vault-service-token", "HashiCorp Vault token", "hvs.", re("hvs\\.[\\w-]{90,120}"), "VAULT_TOKEN"), // gitleaks vault-service-token
  f("terraform-cloud-token", "Terraform Cloud API token", ".atlasv1.", re("[a-z0-9]{14}\\.atlasv1\\.[a-z0-9_=-]{60,70}"), "TFC_TOKEN"), // gitleaks hashicorp-tf-api-token
  f("pulumi-token", "Pulumi access token", "pul-", re("pul-[a-f0-9]{40}"), "PULUMI_ACCESS_TOKEN"), // gitleaks pulumi-api-token
  f("doppler-token", "Doppler token", "dp.pt.", re("dp\\.pt\\.[A-Za-z0-9]{43}"), "DOPPLER_TOKEN"), // gitleaks doppler-api-token
  f("planetscale-token", "PlanetScale token", "pscale_tkn_", re("pscale_tkn_[\\w=.-]{32,64}"), "PLANETSCALE_TOKEN"), // gitleaks planetscale-api-token
  f("supabase-token", "Supabase access token", "sbp_", re("sbp_[a-f0-9]{40}"), "SUPABASE_ACCESS_TOKEN"), // Supabase docs: personal access tokens start "sbp_"
  // Source hosting and packages
  f("github-pat", "GitHub personal access token", "ghp_", re("ghp_[0-9A-Za-z]{36}"), "GITHUB_TOKEN"), // gitleaks github-pat
  f("github-oauth", "GitHub OAuth token", "gho_", re("gho_[0-9A-Za-z]{36}"), "GITHUB_TOKEN"), // gitleaks github-oauth
  f("github-user-to-server", "GitHub app user token", "ghu_", re("ghu_[0-9A-Za-z]{36}"), "GITHUB_TOKEN"), // gitleaks github-app-token
  f("github-server-to-server", "GitHub app installation token", "ghs_", re("ghs_[0-9A-Za-z]{36}"), "GITHUB_TOKEN"), // gitleaks github-app-token
  f("github-refresh", "GitHub refresh token", "ghr_", re("ghr_[0-9A-Za-z]{36}"), "GITHUB_TOKEN"), // gitleaks github-refresh-token
  f("github-fine-grained-pat", "GitHub fine-grained token", "github_pat_", re("github_pat_\\w{82}"), "GITHUB_TOKEN"), // gitleaks github-fine-grained-pat
  f("gitlab-pat", "GitLab personal access token", "glpat-", re("glpat-[\\w-]{20}"), "GITLAB_TOKEN"), // gitleaks gitlab-pat
  f("gitlab-pipeline-trigger", "GitLab pipeline trigger token", "glptt-", re("glptt-[0-9a-f]{40}"), "GITLAB_TRIGGER_TOKEN"), // gitleaks gitlab-ptt
  f("gitlab-runner-registration", "GitLab runner registration token", "GR1348941", re("GR1348941[\\w-]{20}"), "GITLAB_RUNNER_TOKEN"), // gitleaks gitlab-rrt
  f("npm-token", "npm access token", "npm_", re("npm_[A-Za-z0-9]{36}"), "NPM_TOKEN"), // gitleaks npm-access-token
  f("pypi-token", "PyPI upload token", "pypi-AgEIcHlwaS5vcmc", re("pypi-AgEIcHlwaS5vcmc[\\w-]{50,1000}"), "PYPI_TOKEN"), // gitleaks pypi-upload-token
  f("docker-hub-pat", "Docker Hub access token", "dckr_pat_", re("dckr_pat_[A-Za-z0-9_-]{27}"), "DOCKERHUB_TOKEN"), // Docker docs: personal access tokens start "dckr_pat_"
  f("atlassian-api-token", "Atlassian API token", "ATATT3", re("ATATT3[A-Za-z0-9_=-]{186}"), "ATLASSIAN_API_TOKEN"), // gitleaks atlassian-api-token
  f("linear-api-key", "Linear API key", "lin_api_", re("lin_api_[A-Za-z0-9]{40}"), "LINEAR_API_KEY"), // gitleaks linear-api-key
  f("postman-api-key", "Postman API key", "PMAK-", re("PMAK-[a-f0-9]{24}-[a-f0-9]{34}"), "POSTMAN_API_KEY"), // gitleaks postman-api-token
  f("figma-pat", "Figma access token", "figd_", re("figd_[\\w-]{40}"), "FIGMA_TOKEN"), // Figma docs: personal access tokens start "figd_"
  f("notion-token", "Notion integration token", "ntn_", re("ntn_[0-9]{11}[A-Za-z0-9]{35}"), "NOTION_TOKEN"), // gitleaks notion-api-token
  f("airtable-pat", "Airtable access token", "pat", re("pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}"), "AIRTABLE_TOKEN"), // gitleaks airtable-personnal-access-token
  f("sentry-user-token", "Sentry user auth token", "sntryu_", re("sntryu_[a-f0-9]{64}"), "SENTRY_AUTH_TOKEN"), // gitleaks sentry-user-token
  f("grafana-cloud-token", "Grafana Cloud token", "glc_", re("glc_[A-Za-z0-9+/]{32,400}={0,2}"), "GRAFANA_TOKEN"), // gitleaks grafana-cloud-api-token
  f("grafana-service-account", "Grafana service account token", "glsa_", re("glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"), "GRAFANA_TOKEN"), // gitleaks grafana-service-account-token
  f("new-relic-user-key", "New Relic user API key", "NRAK-", re("NRAK-[A-Z0-9]{27}"), "NEW_RELIC_API_KEY"), // gitleaks new-relic-user-api-key
  f("onepassword-service-account", "1Password service account token", "ops_eyJ", re("ops_eyJ[A-Za-z0-9+/]{250,}={0,3}"), "OP_SERVICE_ACCOUNT_TOKEN"), // gitleaks 1password-service-account-token
  f("age-secret-key", "age secret key", "AGE-SECRET-KEY-1", re("AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"), "AGE_SECRET_KEY"), // gitleaks age-secret-key
  f("prefect-token", "Prefect API key", "pnu_", re("pnu_[A-Za-z0-9]{36}"), "PREFECT_API_KEY"), // gitleaks prefect-api-token
  f("readme-api-key", "ReadMe API key", "rdme_", re("rdme_[a-z0-9]{70}"), "README_API_KEY"), // gitleaks readme-api-token
  f("typeform-token", "Typeform token", "tfp_", re("tfp_[a-z0-9_.=-]{59}"), "TYPEFORM_TOKEN"), // gitleaks typeform-api-token
  // Payment and commerce
  f("stripe-secret-key", "Stripe secret key", "sk_", re("sk_(?:test|live|prod)_[A-Za-z0-9]{10,99}"), "STRIPE_SECRET_KEY"), // gitleaks stripe-access-token
  f("stripe-restricted-key", "Stripe restricted key", "rk_", re("rk_(?:test|live|prod)_[A-Za-z0-9]{10,99}"), "STRIPE_RESTRICTED_KEY"), // gitleaks stripe-access-token
  f("stripe-webhook-secret", "Stripe webhook signing secret", "whsec_", re("whsec_[A-Za-z0-9]{32,}"), "STRIPE_WEBHOOK_SECRET"), // Stripe docs: signing secrets start "whsec_"
  f("square-access-token", "Square access token", "EAAA", re("EAAA[\\w-]{22,60}"), "SQUARE_ACCESS_TOKEN"), // gitleaks square-access-token
  f("shopify-access-token", "Shopify access token", "shpat_", re("shpat_[a-fA-F0-9]{32}"), "SHOPIFY_ACCESS_TOKEN"), // gitleaks shopify-access-token
  f("shopify-custom-app-token", "Shopify custom app token", "shpca_", re("shpca_[a-fA-F0-9]{32}"), "SHOPIFY_ACCESS_TOKEN"), // gitleaks shopify-custom-access-token
  f("shopify-private-app-token", "Shopify private app token", "shppa_", re("shppa_[a-fA-F0-9]{32}"), "SHOPIFY_ACCESS_TOKEN"), // gitleaks shopify-private-app-access-token
  f("shopify-shared-secret", "Shopify shared secret", "shpss_", re("shpss_[a-fA-F0-9]{32}"), "SHOPIFY_SHARED_SECRET"), // gitleaks shopify-shared-secret
  f("shippo-token", "Shippo API token", "shippo_", re("shippo_(?:live|test)_[a-fA-F0-9]{40}"), "SHIPPO_API_TOKEN"), // gitleaks shippo-api-token
  // Messaging and mail
  f("slack-bot-token", "Slack bot token", "xoxb-", re("xoxb-[0-9]{10,13}-[0-9]{10,13}[A-Za-z0-9-]*"), "SLACK_BOT_TOKEN"), // gitleaks slack-bot-token
  f("slack-user-token", "Slack user token", "xox", re("xox[pe](?:-[0-9]{10,13}){3}-[A-Za-z0-9-]{28,34}"), "SLACK_USER_TOKEN"), // gitleaks slack-user-token
  f("slack-app-token", "Slack app token", "xapp-", re("xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+", "i"), "SLACK_APP_TOKEN"), // gitleaks slack-app-token
  f("slack-webhook-url", "Slack incoming webhook URL", "hooks.slack.com/", re("hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}"), "SLACK_WEBHOOK_URL"), // gitleaks slack-webhook-url
  f("discord-webhook-url", "Discord webhook URL", "/api/webhooks/", re("discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/[\\w-]{60,80}"), "DISCORD_WEBHOOK_URL"), // Discord docs: webhook URLs carry the id and token
  f("telegram-bot-token", "Telegram bot token", ":AA", re("[0-9]{8,10}:AA[0-9A-Za-z_-]{33}"), "TELEGRAM_BOT_TOKEN"), // gitleaks telegram-bot-api-token
  f("twilio-api-key", "Twilio API key", "SK", re("SK[0-9a-fA-F]{32}"), "TWILIO_API_KEY"), // gitleaks twilio-api-key
  f("sendgrid-api-key", "SendGrid API key", "SG.", re("SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}"), "SENDGRID_API_KEY"), // gitleaks sendgrid-api-token
  f("mailgun-api-key", "Mailgun API key", "key-", re("key-[a-f0-9]{32}"), "MAILGUN_API_KEY"), // gitleaks mailgun-private-api-token
  f("mailchimp-api-key", "Mailchimp API key", "-us", re("[0-9a-f]{32}-us[0-9]{1,2}"), "MAILCHIMP_API_KEY"), // gitleaks mailchimp-api-key
  f("dropbox-token", "Dropbox access token", "sl.", re("sl\\.[A-Za-z0-9_=-]{135}"), "DROPBOX_TOKEN"), // gitleaks dropbox-short-lived-api-token
  // AI providers
  f("openai-api-key", "OpenAI API key", "T3BlbkFJ", re("sk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{20,74}T3BlbkFJ[A-Za-z0-9_-]{20,74}"), "OPENAI_API_KEY"), // gitleaks openai-api-key
  f("anthropic-api-key", "Anthropic API key", "sk-ant-", re("sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{93}AA"), "ANTHROPIC_API_KEY"), // gitleaks anthropic-api-key, anthropic-admin-api-key
  f("huggingface-token", "Hugging Face token", "hf_", re("hf_[A-Za-z]{34}"), "HF_TOKEN"), // gitleaks huggingface-access-token
  f("groq-api-key", "Groq API key", "gsk_", re("gsk_[A-Za-z0-9]{52}"), "GROQ_API_KEY"), // Groq docs: API keys start "gsk_"
  f("perplexity-api-key", "Perplexity API key", "pplx-", re("pplx-[A-Za-z0-9]{48}"), "PERPLEXITY_API_KEY"), // gitleaks perplexity-api-key
  f("xai-api-key", "xAI API key", "xai-", re("xai-[A-Za-z0-9]{80}"), "XAI_API_KEY"), // xAI docs: API keys start "xai-"
  f("replicate-token", "Replicate API token", "r8_", re("r8_[A-Za-z0-9]{37}"), "REPLICATE_API_TOKEN"), // Replicate docs: API tokens start "r8_"
  // Keys and signed tokens
  f(
    "private-key",
    "private key",
    "PRIVATE KEY",
    /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s:,.-]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    "PRIVATE_KEY",
  ), // gitleaks private-key
  f("jwt", "JSON Web Token", "eyJ", re("eyJ[A-Za-z0-9_-]{15,}\\.eyJ[A-Za-z0-9_-]{15,}\\.[A-Za-z0-9_-]{10,}"), "JWT"), // gitleaks jwt
];
