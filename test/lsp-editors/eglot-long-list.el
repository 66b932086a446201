;;; eglot-long-list.el --- a long completion list in Emacs with Eglot  -*- lexical-binding: t -*-
;; Loaded after the documented recipe (emacs --batch -l recipe -l this): open a spec of 150 nodes,
;; complete at point with "ale" typed in a `to', and read what Eglot's completion table holds and
;; what it offers for the text at point. What it saw goes to result.json for the test to assert on.
(load (expand-file-name "eglot-common.el" (file-name-directory load-file-name)) nil t)

(condition-case err
    (progn
      (find-file "big.json")
      (run-hooks 'post-command-hook)
      (agentspec-put 'managed (agentspec-wait 30 (lambda () (bound-and-true-p eglot--managed-mode))))
      (goto-char (point-min))
      (search-forward "\"to\": \"ale")
      (let* ((capf (eglot-completion-at-point))
             (table (nth 2 capf))
             (probe (buffer-substring-no-properties (nth 0 capf) (point))))
        (agentspec-put 'probe probe)
        (agentspec-put 'table (vconcat (mapcar #'substring-no-properties (all-completions "" table))))
        (agentspec-put 'offered (vconcat (mapcar #'substring-no-properties (all-completions probe table)))))
      (agentspec-put 'error nil))
  (error (agentspec-put 'error (format "%S" err))))
(with-temp-file "result.json" (insert (json-encode agentspec-out)))
(kill-emacs 0)
