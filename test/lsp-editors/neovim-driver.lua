-- Drives Neovim (headless) as a user would, with the documented recipe loaded by -u: open a spec,
-- wait for diagnostics, ask completion on a `to`, apply the quick fix under the cursor (the code
-- action menu answered with its first entry), rename a node, then open package.json (not attached). What it saw
-- goes to result.json for the test to assert on.
local out = { steps = {} }
local function step(name) table.insert(out.steps, name) end
local function save()
  vim.fn.writefile({ vim.fn.json_encode(out) }, "result.json")
end
local function wait(ms, f) return vim.wait(ms, f, 50) end
local function text(buf) return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") end
-- The code action menu: the user picks the first entry.
vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end

local ok, err = pcall(function()
  vim.cmd("edit flow.json")
  local buf = vim.api.nvim_get_current_buf()
  out.filetype = vim.bo[buf].filetype
  out.got_diagnostics = wait(30000, function() return #vim.diagnostic.get(buf) > 0 end)
  out.diagnostics = vim.tbl_map(function(d) return d.message end, vim.diagnostic.get(buf))
  step("diagnostics")

  -- Completion inside the `to` of start's transition.
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local row, col
  for i, l in ipairs(lines) do
    local s = l:find('"to": "', 1, true)
    if s and not row then row, col = i - 1, s + 6 end
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = row, character = col } }
  local responses = vim.lsp.buf_request_sync(buf, "textDocument/completion", params, 10000) or {}
  out.completion = {}
  for _, r in pairs(responses) do
    for _, item in ipairs(r.result or {}) do table.insert(out.completion, item.label) end
  end
  step("completion")

  -- The quick fix for the route "US", from the code action menu at the cursor.
  for i, l in ipairs(lines) do
    local s = l:find('"US"', 1, true)
    if s then vim.api.nvim_win_set_cursor(0, { i, s }) end
  end
  vim.lsp.buf.code_action()
  out.fixed = wait(10000, function() return text(buf):find('"proxy": "us"', 1, true) ~= nil end)
  step("quick fix")

  -- Rename the node "check" from its id.
  for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local s = l:find('"id": "check"', 1, true)
    if s then vim.api.nvim_win_set_cursor(0, { i, s + 7 }) end
  end
  vim.lsp.buf.rename("review")
  out.renamed = wait(10000, function() return text(buf):find('"review"', 1, true) ~= nil end)
  out.spec_after = text(buf)
  local tbuf = vim.fn.bufnr("tests/flow.agentspec-test.json")
  out.test_after = tbuf > 0 and text(tbuf) or ""
  step("rename")

  out.client_cmd = vim.lsp.buf_get_clients(buf)[next(vim.lsp.buf_get_clients(buf))].config.cmd

  -- package.json: not one of the server's documents, so not attached and answered with nothing.
  vim.cmd("edit package.json")
  local pbuf = vim.api.nvim_get_current_buf()
  wait(1500, function() return false end)
  out.package_attached = #vim.lsp.buf_get_clients(pbuf) > 0
  out.package_diagnostics = #vim.diagnostic.get(pbuf)
  local actions = vim.lsp.buf_request_sync(pbuf, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(pbuf) },
    range = { start = { line = 0, character = 0 }, ["end"] = { line = 3, character = 0 } },
    context = { diagnostics = {}, only = { "source.fixAll", "quickfix" } },
  }, 10000) or {}
  out.package_actions = 0
  for _, r in pairs(actions) do out.package_actions = out.package_actions + #(r.result or {}) end
  step("package.json")
end)
out.error = ok and vim.NIL or tostring(err)
save()
vim.cmd("qa!")
