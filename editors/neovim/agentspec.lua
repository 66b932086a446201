-- agentspec lsp in Neovim 0.11 and later: put this in init.lua.
--
-- It starts the project's own server, <root>/node_modules/.bin/agentspec (never npx, which may
-- fetch and run an unrelated registry package of that name), one per project, and attaches it
-- only to the documents the server answers for: specs, bundles, test files and
-- agentspec.config.json, in a project whose root has agentspec.config.json or a package.json
-- naming agentspec-toolkit. package.json, tsconfig.json and JSON outside such a project are left
-- alone. Where the toolkit is not installed it starts nothing and says so, once per project.
-- (The same rules as agentspec-0.7.lua, which the tests run in Neovim 0.7.2.)
local INSTALL = "npm install -D agentspec-toolkit"
local told = {}

local function is_file(path)
  local stat = vim.uv.fs_stat(path)
  return stat ~= nil and stat.type == "file"
end

-- The project root: the nearest folder up holding agentspec.config.json or a package.json that
-- names agentspec-toolkit.
local function project_root(buf)
  return vim.fs.root(buf, function(name, dir)
    if name == "agentspec.config.json" then return true end
    if name ~= "package.json" then return false end
    local ok, lines = pcall(vim.fn.readfile, dir .. "/package.json")
    return ok and table.concat(lines, "\n"):find('"agentspec%-toolkit"%s*:') ~= nil
  end)
end

-- node_modules/.bin/agentspec in the root or a folder above it (a workspace's hoisted
-- node_modules), where node_modules/agentspec-toolkit is installed beside it.
local function server_command(root)
  local dir = root
  while dir do
    local bin = dir .. "/node_modules/.bin/agentspec"
    if vim.fn.executable(bin) == 1 and is_file(dir .. "/node_modules/agentspec-toolkit/package.json") then return bin end
    local up = vim.fs.dirname(dir)
    dir = up ~= dir and up or nil
  end
end

-- Whether a $schema names agentspec: "agentspec" not followed by "-test", anywhere in it.
local function names_agentspec(s)
  if type(s) ~= "string" then return false end
  s = s:lower()
  local from = 1
  while true do
    local _, last = s:find("agentspec", from, true)
    if not last then return false end
    if s:sub(last + 1, last + 5) ~= "-test" then return true end
    from = last + 1
  end
end

-- Whether the buffer is one of the server's documents, told as the server tells them: by name,
-- else by its top-level keys. Returns "named", "content" or nil.
local function agentspec_document(buf)
  local base = vim.fs.basename(vim.api.nvim_buf_get_name(buf)):lower()
  if base:match("%.agentspec%.json$") or base:match("%.agentspec%-test%.json$") or base == "agentspec.config.json" then return "named" end
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n")
  if not text:find("%S") or text:match("^%s*{%s*}%s*$") then return "content" end
  local ok, value = pcall(vim.json.decode, text)
  if ok then
    if type(value) ~= "table" or not text:match("^%s*{") then return nil end
    if value.nodes ~= nil or type(value.version) == "number" or names_agentspec(value["$schema"]) then return "content" end
    if value.format == "agentspec-bundle" or ((value.format ~= nil or value.formatVersion ~= nil) and value.agents ~= nil) then return "content" end
    if value.spec ~= nil and value.cases ~= nil then return "content" end
    return nil
  end
  if text:find('"nodes"%s*:') or text:find('"version"%s*:%s*%-?%d') or text:find('"format"%s*:%s*"agentspec%-bundle"')
    or (text:find('"spec"%s*:') and text:find('"cases"%s*:'))
    or ((text:find('"format"%s*:') or text:find('"formatVersion"%s*:')) and text:find('"agents"%s*:'))
    or names_agentspec(text:match('"%$schema"%s*:%s*"([^"]*)"')) then
    return "content"
  end
end

local function not_installed(where)
  if told[where] then return end
  told[where] = true
  vim.notify(
    "agentspec: agentspec-toolkit is not installed in " .. where .. " (no node_modules/.bin/agentspec); "
      .. "the language server was not started. Install it there: " .. INSTALL,
    vim.log.levels.WARN
  )
end

vim.lsp.config("agentspec", {
  filetypes = { "json", "jsonc" },
  -- Called for each buffer of those file types: on_dir(root) attaches it; not calling it leaves
  -- the buffer alone.
  root_dir = function(buf, on_dir)
    local kind = agentspec_document(buf)
    if not kind then return end
    local root = project_root(buf)
    if not root then
      if kind == "named" then not_installed(vim.fs.dirname(vim.api.nvim_buf_get_name(buf))) end
      return
    end
    if not server_command(root) then return not_installed(root) end
    on_dir(root)
  end,
  -- Started in the root root_dir gave, with the command found there.
  cmd = function(dispatchers, config)
    local bin = server_command(config.root_dir)
    return vim.lsp.rpc.start({ bin, "lsp", "--strict" }, dispatchers, { cwd = config.root_dir })
  end,
})
vim.lsp.enable("agentspec")
