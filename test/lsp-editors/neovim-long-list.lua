-- Drives Neovim (headless) with the documented recipe loaded by -u: open a spec of 150 nodes, ask
-- completion with "ale" typed in a `to`, and turn the answer into completion items as Neovim's
-- omnifunc does (vim.lsp.util.text_document_completion_list_to_complete_items, with the word
-- before the cursor as its prefix). What it saw goes to result.json for the test to assert on.
local out = {}
local ok, err = pcall(function()
  vim.cmd("edit big.json")
  local buf = vim.api.nvim_get_current_buf()
  local row, col
  for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local s = l:find('"to": "ale"', 1, true)
    if s and not row then row, col = i - 1, s + 9 end
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = row, character = col } }
  -- The server starts with the buffer: ask until it answers.
  local result
  vim.wait(30000, function()
    for _, r in pairs(vim.lsp.buf_request_sync(buf, "textDocument/completion", params, 2000) or {}) do
      if r.result then result = r.result end
    end
    return result ~= nil
  end, 100)
  out.is_list = result.items ~= nil
  out.incomplete = result.isIncomplete
  out.labels = vim.tbl_map(function(i) return i.label end, result.items or result)
  local line = vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1]:sub(1, col)
  local prefix = line:sub(vim.fn.match(line, "\\k*$") + 1)
  out.prefix = prefix
  out.words = vim.tbl_map(function(i) return i.abbr end, vim.lsp.util.text_document_completion_list_to_complete_items(result, prefix))
end)
out.error = ok and vim.NIL or tostring(err)
vim.fn.writefile({ vim.fn.json_encode(out) }, "result.json")
vim.cmd("qa!")
