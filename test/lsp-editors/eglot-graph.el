;;; eglot-graph.el --- the spec as a graph in Emacs with Eglot 1.9  -*- lexical-binding: t -*-
;; Loaded after the documented recipe (emacs --batch -l recipe -l this). Eglot 1.9 has no call
;; hierarchy, code lens, semantic token, document link or linked editing command: what it has is
;; recorded (so docs/editor.md stays true), and the call hierarchy is asked through Eglot's own
;; connection (jsonrpc-request, as a user's M-: or a small command would), the items written to
;; result.json.
(load (expand-file-name "eglot-common.el" (file-name-directory load-file-name)) nil t)

(condition-case err
    (progn
      (find-file "flow.json")
      (run-hooks 'post-command-hook)
      (agentspec-put 'managed (and (agentspec-wait 30 (lambda () (bound-and-true-p eglot--managed-mode))) t))
      (agentspec-put 'commands
                     (vconcat (seq-filter #'fboundp '(eglot-show-call-hierarchy eglot-show-type-hierarchy eglot-code-lens-action eglot-semantic-tokens-mode))))
      (agentspec-put 'capable (if (eglot--server-capable :callHierarchyProvider) t :json-false))
      (goto-char (point-min))
      (search-forward "\"id\": \"done\"")
      (goto-char (- (point) 3))
      (let* ((server (eglot--current-server-or-lose))
             (items (jsonrpc-request server :textDocument/prepareCallHierarchy (eglot--TextDocumentPositionParams)))
             (item (aref items 0))
             (incoming (jsonrpc-request server :callHierarchy/incomingCalls (list :item item))))
        (agentspec-put 'prepared (plist-get item :name))
        (agentspec-put 'incoming (vconcat (mapcar (lambda (c) (plist-get (plist-get c :from) :name)) incoming))))
      (agentspec-put 'error nil))
  (error (agentspec-put 'error (format "%S" err))))
(with-temp-file "result.json" (insert (json-encode agentspec-out)))
(kill-emacs 0)
