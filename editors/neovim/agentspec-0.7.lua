-- agentspec lsp in Neovim 0.7 to 0.10 (Debian 12 ships 0.7.2): put this in init.lua.
--
-- It starts the project's own server, <root>/node_modules/.bin/agentspec (never npx, which may
-- fetch and run an unrelated registry package of that name), one per project, and attaches it
-- only to the documents the server answers for: specs, bundles, test files and
-- agentspec.config.json, in a project whose root has agentspec.config.json or a package.json
-- naming agentspec-toolkit. package.json, tsconfig.json and JSON outside such a project are left
-- alone. Where the toolkit is not installed it starts nothing and says so, once per project.
local INSTALL = "npm install -D agentspec-toolkit"
local clients = {} -- project root -> client id
local told = {} -- folders already told that the toolkit is missing

local uv = vim.loop
local function is_file(path)
  local stat = uv.fs_stat(path)
  return stat ~= nil and stat.type == "file"
end
local function parent(dir)
  local up = vim.fn.fnamemodify(dir, ":h")
  if up == dir then return nil end
  return up
end
local function read(path)
  local fd = uv.fs_open(path, "r", 438)
  if not fd then return "" end
  local stat = uv.fs_fstat(fd)
  local data = stat and uv.fs_read(fd, stat.size, 0) or ""
  uv.fs_close(fd)
  return data
end

-- The project root: the nearest folder up holding agentspec.config.json or a package.json that
-- names agentspec-toolkit.
local function project_root(dir)
  while dir do
    if is_file(dir .. "/agentspec.config.json") then return dir end
    if is_file(dir .. "/package.json") and read(dir .. "/package.json"):find('"agentspec%-toolkit"%s*:') then return dir end
    dir = parent(dir)
  end
end

-- The toolkit's command for a root: node_modules/.bin/agentspec in the root or a folder above it
-- (a workspace's hoisted node_modules), where node_modules/agentspec-toolkit is installed beside it.
local function server_command(root)
  local dir = root
  while dir do
    local bin = dir .. "/node_modules/.bin/agentspec"
    if vim.fn.executable(bin) == 1 and is_file(dir .. "/node_modules/agentspec-toolkit/package.json") then return bin end
    dir = parent(dir)
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

-- Whether the buffer is one of the server's documents, told as the server tells them: by name
-- (*.agentspec.json, *.agentspec-test.json, agentspec.config.json), else by its top-level keys.
-- Returns "named", "content" or nil.
local function agentspec_document(buf)
  local base = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ":t"):lower()
  if base:match("%.agentspec%.json$") or base:match("%.agentspec%-test%.json$") or base == "agentspec.config.json" then return "named" end
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n")
  if not text:find("%S") or text:match("^%s*{%s*}%s*$") then return "content" end -- nothing says yet: a new document
  local ok, value = pcall(vim.json.decode, text)
  if ok then
    if type(value) ~= "table" or not text:match("^%s*{") then return nil end
    if value.nodes ~= nil or type(value.version) == "number" or names_agentspec(value["$schema"]) then return "content" end
    if value.format == "agentspec-bundle" or ((value.format ~= nil or value.formatVersion ~= nil) and value.agents ~= nil) then return "content" end
    if value.spec ~= nil and value.cases ~= nil then return "content" end
    return nil
  end
  -- Half-typed text: its keys as they are written.
  if text:find('"nodes"%s*:') or text:find('"version"%s*:%s*%-?%d') or text:find('"format"%s*:%s*"agentspec%-bundle"')
    or (text:find('"spec"%s*:') and text:find('"cases"%s*:'))
    or ((text:find('"format"%s*:') or text:find('"formatVersion"%s*:')) and text:find('"agents"%s*:'))
    or names_agentspec(text:match('"%$schema"%s*:%s*"([^"]*)"')) then
    return "content"
  end
  return nil
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

local function attach(args)
  local buf = args.buf
  if vim.bo[buf].buftype ~= "" then return end
  local kind = agentspec_document(buf)
  if not kind then return end
  local file = vim.api.nvim_buf_get_name(buf)
  local dir = file ~= "" and vim.fn.fnamemodify(file, ":p:h") or vim.fn.getcwd()
  local root = project_root(dir)
  if not root then
    -- Outside an agentspec project only a file named as the toolkit's is worth a word.
    if kind == "named" then not_installed(dir) end
    return
  end
  local bin = server_command(root)
  if not bin then return not_installed(root) end
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client({ name = "agentspec", cmd = { bin, "lsp", "--strict" }, cmd_cwd = root, root_dir = root })
    clients[root] = id
  end
  if id and not vim.lsp.buf_is_attached(buf, id) then vim.lsp.buf_attach_client(buf, id) end
end

local group = vim.api.nvim_create_augroup("agentspec", { clear = true })
vim.api.nvim_create_autocmd("FileType", { group = group, pattern = { "json", "jsonc" }, callback = attach })
-- A new file becomes a spec when its keys are written: look again on save.
vim.api.nvim_create_autocmd("BufWritePost", { group = group, pattern = { "*.json", "*.jsonc" }, callback = attach })
