;;; eglot-driver.el --- drives Emacs with Eglot as a user would  -*- lexical-binding: t -*-
;; Loaded after the documented recipe (emacs --batch -l recipe -l this): open a spec, wait for
;; Flymake's diagnostics, complete in a `to', apply the quick fix under point, rename a node (the
;; edit of the test file on disk confirmed with yes), then open package.json (not managed). What it saw goes to
;; result.json for the test to assert on.
(load (expand-file-name "eglot-common.el" (file-name-directory load-file-name)) nil t)
(defun agentspec-goto (needle offset)
  (goto-char (point-min))
  (search-forward needle)
  (goto-char (+ (match-beginning 0) offset)))
;; The user answers yes when Eglot asks to edit a file that is not open.
(fset 'y-or-n-p (lambda (&rest _) t))

(condition-case err
    (progn
      (find-file "flow.json")
      (agentspec-put 'mode (symbol-name major-mode))
      (run-hooks 'post-command-hook)
      (agentspec-put 'managed (agentspec-wait 30 (lambda () (bound-and-true-p eglot--managed-mode))))
      (agentspec-put 'got_diagnostics (and (agentspec-wait 30 (lambda () (flymake-diagnostics))) t))
      (agentspec-put 'diagnostics (vconcat (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))

      ;; Completion at point inside the `to' of start's transition.
      (agentspec-goto "\"to\": \"check\"" 7)
      (let* ((capf (eglot-completion-at-point))
             (table (nth 2 capf)))
        (agentspec-put 'completion (vconcat (mapcar #'substring-no-properties (all-completions "" table)))))

      ;; The quick fix for "US", from the code actions at point.
      (agentspec-goto "\"US\"" 1)
      (let ((actions (eglot-code-actions (point) (point) "quickfix")))
        (agentspec-put 'actions (vconcat (mapcar (lambda (a) (plist-get a :title)) actions)))
        (eglot--read-execute-code-action actions (eglot--current-server-or-lose) "quickfix"))
      (agentspec-put 'fixed (and (agentspec-wait 10 (lambda () (save-excursion (goto-char (point-min)) (search-forward "\"proxy\": \"us\"" nil t)))) t))

      ;; Rename the node "check" from its id.
      (agentspec-goto "\"id\": \"check\"" 8)
      (eglot-rename "review")
      (agentspec-put 'spec_after (buffer-substring-no-properties (point-min) (point-max)))
      (let ((test (find-buffer-visiting (expand-file-name "tests/flow.agentspec-test.json"))))
        (agentspec-put 'test_after (if test (with-current-buffer test (buffer-substring-no-properties (point-min) (point-max))) "")))

      (agentspec-put 'server_command (vconcat (process-command (jsonrpc--process (eglot-current-server)))))

      ;; package.json: not one of the server's documents, so not managed and answered with nothing.
      (find-file "package.json")
      (run-hooks 'post-command-hook)
      (agentspec-put 'package_managed (if (agentspec-wait 3 (lambda () (bound-and-true-p eglot--managed-mode))) t :json-false))
      (agentspec-put 'package_diagnostics (length (flymake-diagnostics)))
      (agentspec-put 'package_actions (if (bound-and-true-p eglot--managed-mode) (length (eglot-code-actions (point-min) (point-max))) 0))
      (agentspec-put 'error nil))
  (error (agentspec-put 'error (format "%S" err))))
(with-temp-file "result.json" (insert (json-encode agentspec-out)))
(kill-emacs 0)
