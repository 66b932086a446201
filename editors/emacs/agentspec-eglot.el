;;; agentspec-eglot.el --- agentspec lsp in Emacs with Eglot  -*- lexical-binding: t -*-
;; Debian 12: apt install elpa-eglot (Emacs 29 and later have Eglot built in). Put this in init.el.
;; JSON files get a mode of their own that starts the server; it answers only for specs, bundles,
;; test files and agentspec.config.json, so package.json and the like get nothing from it.
(require 'eglot)
(define-derived-mode agentspec-json-mode js-mode "JSON"
  "JSON files, checked by the agentspec language server.")
(add-to-list 'auto-mode-alist '("\\.json\\'" . agentspec-json-mode))
(add-to-list 'eglot-server-programs '(agentspec-json-mode "npx" "agentspec" "lsp" "--strict"))
(add-hook 'agentspec-json-mode-hook #'eglot-ensure)
