// A planted corpus of credentials, generated here from a seeded generator: never real keys. Each
// provider format of src/core/secret-formats.ts has a maker written from the format's published
// shape (not from the table's pattern), and look-alikes that must give no finding.

// @ts-expect-error: a plain .mjs module of the bench, without types
import { random } from "../../bench/scale-specs.mjs";

/** A seeded generator (mulberry32, the scale bench's own): the same corpus on every run. */
export const seeded = random as (seed: number) => () => number;

const UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOW = "abcdefghijklmnopqrstuvwxyz";
const DIG = "0123456789";
const AN = UP + LOW + DIG;
const HEX = "0123456789abcdef";
const B32 = UP + "234567";
const URLSAFE = AN + "_-";

/** Makers of sample credentials, by format id. */
export function makers(rand: () => number): Record<string, () => string> {
  // Random characters, with every class of the alphabet present when it is long enough (so no sample reads as a placeholder by chance).
  const s = (alphabet: string, n: number): string => {
    for (;;) {
      let out = "";
      for (let i = 0; i < n; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
      if (!/x{4}|X{4}|0{8}|1234567|example|sample|your|fake|dummy|test/i.test(out) && new Set(out).size >= Math.min(6, n)) return out;
    }
  };
  const jwtPart = (n: number): string => "eyJ" + s(URLSAFE, n);
  return {
    "aws-access-key-id": () => "AKIA" + s(B32, 16),
    "gcp-api-key": () => "AIza" + s(URLSAFE, 35),
    "google-oauth-client-secret": () => "GOCSPX-" + s(URLSAFE, 28),
    "azure-ad-client-secret": () => s(AN, 3) + "8Q~" + s(AN + "_.-", 34),
    "digitalocean-pat": () => "dop_v1_" + s(HEX, 64),
    "digitalocean-oauth": () => "doo_v1_" + s(HEX, 64),
    "cloudflare-origin-ca-key": () => `v1.0-${s(HEX, 24)}-${s(HEX, 146)}`,
    "heroku-api-key": () => "HRKU-AA" + s(URLSAFE, 58),
    "flyio-token": () => "fo1_" + s(URLSAFE, 43),
    "databricks-token": () => "dapi" + s(HEX, 32),
    "vault-service-token": () => "hvs." + s(URLSAFE, 100),
    "terraform-cloud-token": () => `${s(LOW + DIG, 14)}.atlasv1.${s(LOW + DIG, 64)}`,
    "pulumi-token": () => "pul-" + s(HEX, 40),
    "doppler-token": () => "dp.pt." + s(AN, 43),
    "planetscale-token": () => "pscale_tkn_" + s(AN, 43),
    "supabase-token": () => "sbp_" + s(HEX, 40),
    "github-pat": () => "ghp_" + s(AN, 36),
    "github-oauth": () => "gho_" + s(AN, 36),
    "github-user-to-server": () => "ghu_" + s(AN, 36),
    "github-server-to-server": () => "ghs_" + s(AN, 36),
    "github-refresh": () => "ghr_" + s(AN, 36),
    "github-fine-grained-pat": () => "github_pat_" + s(AN, 22) + "_" + s(AN, 59),
    "gitlab-pat": () => "glpat-" + s(AN, 20),
    "gitlab-pipeline-trigger": () => "glptt-" + s(HEX, 40),
    "gitlab-runner-registration": () => "GR1348941" + s(AN, 20),
    "npm-token": () => "npm_" + s(AN, 36),
    "pypi-token": () => "pypi-AgEIcHlwaS5vcmc" + s(URLSAFE, 70),
    "docker-hub-pat": () => "dckr_pat_" + s(URLSAFE, 27),
    "atlassian-api-token": () => "ATATT3" + s(URLSAFE, 186),
    "linear-api-key": () => "lin_api_" + s(AN, 40),
    "postman-api-key": () => `PMAK-${s(HEX, 24)}-${s(HEX, 34)}`,
    "figma-pat": () => "figd_" + s(URLSAFE, 40),
    "notion-token": () => "ntn_" + s(DIG, 11) + s(AN, 35),
    "airtable-pat": () => "pat" + s(AN, 14) + "." + s(HEX, 64),
    "sentry-user-token": () => "sntryu_" + s(HEX, 64),
    "grafana-cloud-token": () => "glc_" + s(AN, 48),
    "grafana-service-account": () => `glsa_${s(AN, 32)}_${s(HEX, 8)}`,
    "new-relic-user-key": () => "NRAK-" + s(UP + DIG, 27),
    "onepassword-service-account": () => "ops_eyJ" + s(AN, 260),
    "age-secret-key": () => "AGE-SECRET-KEY-1" + s("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "prefect-token": () => "pnu_" + s(AN, 36),
    "readme-api-key": () => "rdme_" + s(LOW + DIG, 70),
    "typeform-token": () => "tfp_" + s(LOW + DIG, 59),
    "stripe-secret-key": () => "sk_live_" + s(AN, 24),
    "stripe-restricted-key": () => "rk_live_" + s(AN, 24),
    "stripe-webhook-secret": () => "whsec_" + s(AN, 32),
    "square-access-token": () => "EAAA" + s(URLSAFE, 60),
    "shopify-access-token": () => "shpat_" + s(HEX, 32),
    "shopify-custom-app-token": () => "shpca_" + s(HEX, 32),
    "shopify-private-app-token": () => "shppa_" + s(HEX, 32),
    "shopify-shared-secret": () => "shpss_" + s(HEX, 32),
    "shippo-token": () => "shippo_live_" + s(HEX, 40),
    "slack-bot-token": () => `xoxb-${s(DIG, 12)}-${s(DIG, 13)}-${s(AN, 24)}`,
    "slack-user-token": () => `xoxp-${s(DIG, 12)}-${s(DIG, 12)}-${s(DIG, 13)}-${s(HEX, 32)}`,
    "slack-app-token": () => `xapp-1-A${s(UP + DIG, 10)}-${s(DIG, 13)}-${s(HEX, 64)}`,
    "slack-webhook-url": () => `https://hooks.slack.com/services/T${s(UP + DIG, 8)}/B${s(UP + DIG, 8)}/${s(AN, 24)}`,
    "discord-webhook-url": () => `https://discord.com/api/webhooks/${s(DIG, 18)}/${s(URLSAFE, 68)}`,
    "telegram-bot-token": () => `${s(DIG, 10)}:AA${s(URLSAFE, 33)}`,
    "twilio-api-key": () => "SK" + s(HEX, 32),
    "sendgrid-api-key": () => `SG.${s(URLSAFE, 22)}.${s(URLSAFE, 43)}`,
    "mailgun-api-key": () => "key-" + s(HEX, 32),
    "mailchimp-api-key": () => s(HEX, 32) + "-us" + s(DIG, 2),
    "dropbox-token": () => "sl." + s(URLSAFE, 135),
    "openai-api-key": () => "sk-proj-" + s(AN, 40) + "T3BlbkFJ" + s(AN, 40),
    "anthropic-api-key": () => "sk-ant-api03-" + s(URLSAFE, 93) + "AA",
    "huggingface-token": () => "hf_" + s(UP + LOW, 34),
    "groq-api-key": () => "gsk_" + s(AN, 52),
    "perplexity-api-key": () => "pplx-" + s(AN, 48),
    "xai-api-key": () => "xai-" + s(AN, 80),
    "replicate-token": () => "r8_" + s(AN, 37),
    "private-key": () => `-----BEGIN RSA PRIVATE KEY-----\n${s(AN + "+/", 64)}\n${s(AN + "+/", 64)}\n-----END RSA PRIVATE KEY-----`,
    jwt: () => `${jwtPart(30)}.${jwtPart(40)}.${s(URLSAFE, 43)}`,
  };
}

/** Look-alikes of each format: the shape with its body written as placeholders documentation uses. */
export function lookAlikes(): string[] {
  return [
    "AKIAIOSFODNN7EXAMPLE",
    "AKIAXXXXXXXXXXXXXXXX",
    "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "ghp_************************************",
    "github_pat_<your-token>",
    "glpat-xxxxxxxxxxxxxxxxxxxx",
    "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    "sk_test_000000000000000000000000",
    "rk_live_XXXXXXXXXXXXXXXXXXXXXXXX",
    "whsec_...",
    "xoxb-your-bot-token",
    "xoxb-0000000000-0000000000000-xxxxxxxxxxxxxxxxxxxxxxxx",
    "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "sk-...",
    "sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxT3BlbkFJxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "sk-ant-api03-...",
    "AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "npm_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "gsk_<your-groq-key>",
    "SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "key-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "shpat_00000000000000000000000000000000",
    "dop_v1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "-----BEGIN PUBLIC KEY-----",
    "eyJhbGciOi...",
    "Bearer {{secrets.OPENAI_API_KEY}}",
    "{{secrets.GITHUB_TOKEN}}",
    "{{input.token}}",
    "Bearer {{vars.token}}",
    "ApiKey {{state.apiKey}}",
    "{{context.credentials.password}}",
    "Bearer YOUR_API_KEY",
    "Bearer <token>",
    "Bearer ${TOKEN}",
    "Basic dXNlcjpwYXNzd29yZA-example",
    "changeme",
    "password",
    "********",
    "your-api-key-here",
    "replace-with-your-token",
    "REDACTED",
    "dummy-token-value-123",
    "application/json",
    "https://api.example.com/v1/orders?page=2&size=50",
    "https://user:password@api.example.com/",
    "https://{{secrets.USER}}:{{secrets.PASSWORD}}@api.example.com/",
    "https://api.example.com/v1?api_key={{secrets.API_KEY}}",
    "https://api.example.com/v1?token=xxxxxxxxxxxxxxxx",
    "order-sync-webhook",
    "The token is sent in the Authorization header",
    "fetch-orders-from-the-shop",
    "2026-01-01T00:00:00Z",
    "550e8400-e29b-41d4-a716-446655440000 is the example id",
  ];
}
