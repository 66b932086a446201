-- Drives Neovim (headless) with the documented recipe loaded by -u: open each file named in
-- AGENTSPEC_OPEN (comma-separated, relative to the working folder), wait for the servers the
-- recipe started to initialize, and record whether each buffer got a client. Then the message history (what the user
-- saw) and every client Neovim started. What it saw goes to result.json for the test to assert on.
local out = { files = {} }
-- Keep each buffer loaded when the next is opened (Neovim's default since 0.10), so it stays attached.
vim.o.hidden = true
local ok, err = pcall(function()
  local opened = {}
  for file in string.gmatch(os.getenv("AGENTSPEC_OPEN") or "", "[^,]+") do
    vim.cmd("edit " .. vim.fn.fnameescape(file))
    table.insert(opened, { file = file, buf = vim.api.nvim_get_current_buf() })
  end
  -- A buffer is attached once its client has initialized: wait for every client started (a slow,
  -- shared machine may take seconds), then a moment more for a client that would start late.
  -- (get_active_clients lists a client only once it has initialized; get_client_by_id finds it
  -- before, and ids count from 1.)
  vim.wait(20000, function()
    for id = 1, 50 do
      local c = vim.lsp.get_client_by_id(id)
      if c and not c.initialized then return false end
    end
    return true
  end, 50)
  vim.wait(500, function() return false end)
  for _, o in ipairs(opened) do
    table.insert(out.files, { file = o.file, filetype = vim.bo[o.buf].filetype, attached = #vim.lsp.buf_get_clients(o.buf) > 0 })
  end
  out.clients = vim.tbl_map(function(c) return { name = c.name, cmd = c.config.cmd, root = c.config.root_dir } end, vim.lsp.get_active_clients())
  out.messages = vim.split(vim.fn.execute("messages"), "\n", { trimempty = true })
end)
out.error = ok and vim.NIL or tostring(err)
vim.fn.writefile({ vim.fn.json_encode(out) }, "result.json")
vim.cmd("qa!")
