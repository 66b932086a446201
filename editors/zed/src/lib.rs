// The AgentSpec extension for Zed: starts the worktree's own node_modules/.bin/agentspec, never
// npx (which may fetch and run an unrelated registry package named agentspec). Where the toolkit
// is not installed it starts nothing, and the error Zed shows on the language server says why and
// gives the install command. The server answers only for specs, bundles, test files and
// agentspec.config.json, so every JSON file may be given to it.
use zed_extension_api::{self as zed, LanguageServerId, Result};

const INSTALL: &str = "npm install -D agentspec-toolkit";

struct AgentSpec;

impl zed::Extension for AgentSpec {
    fn new() -> Self {
        AgentSpec
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let root = worktree.root_path();
        // node_modules/.bin/agentspec is the toolkit's only when the toolkit is installed beside it.
        if worktree.read_text_file("node_modules/agentspec-toolkit/package.json").is_err() {
            return Err(format!(
                "agentspec: agentspec-toolkit is not installed in {root} (no node_modules/.bin/agentspec); the language server was not started. Install it there: {INSTALL}"
            ));
        }
        Ok(zed::Command {
            command: format!("{root}/node_modules/.bin/agentspec"),
            args: vec!["lsp".into(), "--strict".into()],
            env: Default::default(),
        })
    }
}

zed::register_extension!(AgentSpec);
