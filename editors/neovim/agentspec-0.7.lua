-- agentspec lsp in Neovim 0.7 to 0.10 (Debian 12 ships 0.7.2): put this in init.lua.
-- The server answers only for specs, bundles, test files and agentspec.config.json, so it can be
-- attached to every JSON buffer; package.json and the like get nothing from it.
local agentspec_client
vim.api.nvim_create_autocmd("FileType", {
  pattern = "json",
  callback = function(args)
    agentspec_client = agentspec_client or vim.lsp.start_client({
      name = "agentspec",
      cmd = { "npx", "agentspec", "lsp", "--strict" },
      root_dir = vim.fn.getcwd(),
    })
    vim.lsp.buf_attach_client(args.buf, agentspec_client)
  end,
})
