-- agentspec lsp in Neovim 0.11 and later: put this in init.lua.
-- The server answers only for specs, bundles, test files and agentspec.config.json, so it can be
-- attached to every JSON buffer; package.json and the like get nothing from it.
vim.lsp.config("agentspec", {
  cmd = { "npx", "agentspec", "lsp", "--strict" },
  filetypes = { "json" },
  root_markers = { "package.json", ".git" },
})
vim.lsp.enable("agentspec")
