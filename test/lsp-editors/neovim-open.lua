-- Drives Neovim (headless) with the documented recipe loaded by -u: open each file named in
-- AGENTSPEC_OPEN (comma-separated, relative to the working folder), give the recipe time to start
-- a server, and record whether the buffer got a client. Then the message history (what the user
-- saw) and every client Neovim started. What it saw goes to result.json for the test to assert on.
local out = { files = {} }
local ok, err = pcall(function()
  for file in string.gmatch(os.getenv("AGENTSPEC_OPEN") or "", "[^,]+") do
    vim.cmd("edit " .. vim.fn.fnameescape(file))
    local buf = vim.api.nvim_get_current_buf()
    local attached = vim.wait(1500, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 50)
    table.insert(out.files, { file = file, filetype = vim.bo[buf].filetype, attached = attached })
  end
  out.clients = vim.tbl_map(function(c) return { name = c.name, cmd = c.config.cmd, root = c.config.root_dir } end, vim.lsp.get_active_clients())
  out.messages = vim.split(vim.fn.execute("messages"), "\n", { trimempty = true })
end)
out.error = ok and vim.NIL or tostring(err)
vim.fn.writefile({ vim.fn.json_encode(out) }, "result.json")
vim.cmd("qa!")
