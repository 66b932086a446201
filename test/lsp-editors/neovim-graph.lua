-- Drives Neovim (headless) with the documented recipe loaded by -u: the call hierarchy of a node
-- (vim.lsp.buf.incoming_calls and outgoing_calls fill the quickfix list), then a test file's code
-- lenses (vim.lsp.codelens.refresh shows them, vim.lsp.codelens.run runs the one on the cursor's
-- line through workspace/executeCommand and refreshes them). What it saw goes to result.json.
local out = { steps = {}, messages = {} }
local function step(name) table.insert(out.steps, name) end
local function wait(ms, f) return vim.wait(ms, f, 50) end
-- The server's window/showMessage, as Neovim's own handler gets it (and still shows it).
local show = vim.lsp.handlers["window/showMessage"]
vim.lsp.handlers["window/showMessage"] = function(err, result, ctx, config)
  table.insert(out.messages, result.message)
  return show(err, result, ctx, config)
end

local function cursor_on(buf, needle, offset)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local s = l:find(needle, 1, true)
    if s then
      vim.api.nvim_win_set_cursor(0, { i, s - 1 + offset })
      return
    end
  end
  error("not found: " .. needle)
end

-- The quickfix list a call hierarchy request fills: each entry's text and line.
local function calls(f)
  vim.fn.setqflist({}, "r", { title = "none", items = {} })
  f()
  wait(10000, function() return vim.fn.getqflist({ title = 0 }).title == "LSP call hierarchy" end)
  local got = {}
  for _, e in ipairs(vim.fn.getqflist()) do table.insert(got, { text = e.text, lnum = e.lnum }) end
  vim.cmd("cclose")
  return got
end

local ok, err = pcall(function()
  vim.cmd("edit flow.json")
  local buf = vim.api.nvim_get_current_buf()
  out.attached = wait(30000, function() return #vim.lsp.buf_get_clients(buf) > 0 and vim.lsp.buf_get_clients(buf)[next(vim.lsp.buf_get_clients(buf))].initialized end)
  wait(30000, function() return vim.lsp.buf_get_clients(buf)[next(vim.lsp.buf_get_clients(buf))].server_capabilities ~= nil end)

  -- Which nodes lead to "done", from its id.
  cursor_on(buf, '"id": "done"', 8)
  out.incoming = calls(vim.lsp.buf.incoming_calls)
  step("incoming")
  -- Where "start" goes, from a reference to it? "start" has none: from its id.
  vim.cmd("buffer " .. buf)
  cursor_on(buf, '"id": "start"', 8)
  out.outgoing = calls(vim.lsp.buf.outgoing_calls)
  step("outgoing")

  -- The test file's lenses: shown, then the one on the `cases` line run.
  vim.cmd("edit tests/flow.agentspec-test.json")
  local tbuf = vim.api.nvim_get_current_buf()
  wait(30000, function() return #vim.lsp.buf_get_clients(tbuf) > 0 end)
  local function titles()
    local t = {}
    for _, l in ipairs(vim.lsp.codelens.get(tbuf)) do table.insert(t, { line = l.range.start.line, title = l.command and l.command.title or "" }) end
    table.sort(t, function(a, b) return a.line < b.line end)
    return t
  end
  wait(10000, function()
    vim.lsp.codelens.refresh()
    return wait(1000, function() return #vim.lsp.codelens.get(tbuf) > 0 end)
  end)
  out.lenses_before = titles()
  step("lenses")
  cursor_on(tbuf, '"cases"', 1)
  vim.lsp.codelens.run()
  wait(10000, function() return #out.messages > 0 and titles()[1] and titles()[1].title ~= out.lenses_before[1].title end)
  out.lenses_after = titles()
  step("run")
end)
out.error = ok and vim.NIL or tostring(err)
vim.fn.writefile({ vim.fn.json_encode(out) }, "result.json")
vim.cmd("qa!")
