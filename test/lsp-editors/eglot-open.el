;;; eglot-open.el --- opens files in Emacs with Eglot and the documented recipe  -*- lexical-binding: t -*-
;; Loaded after the documented recipe (emacs --batch -l recipe -l this): open each file named in
;; AGENTSPEC_OPEN (comma-separated, relative to the working folder), give the recipe time to start
;; a server, and record the buffer's mode and whether Eglot manages it. Then the recipe's messages
;; (what the user saw) and the command of every server Eglot started. What it saw goes to
;; result.json for the test to assert on.
(load (expand-file-name "eglot-common.el" (file-name-directory load-file-name)) nil t)

(defconst agentspec-start default-directory "The working folder the files are named from.")
;; Which buffers the recipe asked Eglot to manage: those get time to connect on a slow machine.
(defvar-local agentspec--ensured nil)
(advice-add 'eglot-ensure :before (lambda (&rest _) (setq agentspec--ensured t)))
(condition-case err
    (let ((files nil))
      (dolist (file (split-string (or (getenv "AGENTSPEC_OPEN") "") "," t))
        (find-file (expand-file-name file agentspec-start))
        (run-hooks 'post-command-hook)
        (push (list (cons 'file file) (cons 'mode (symbol-name major-mode))
                    (cons 'managed (if (agentspec-wait (if agentspec--ensured 30 1.5) (lambda () (bound-and-true-p eglot--managed-mode))) t :json-false)))
              files))
      (agentspec-put 'files (vconcat (nreverse files)))
      (let ((servers nil))
        (maphash (lambda (_project list)
                   (dolist (server list) (push (vconcat (process-command (jsonrpc--process server))) servers)))
                 eglot--servers-by-project)
        (agentspec-put 'servers (vconcat servers)))
      (agentspec-put 'messages
                     (vconcat (seq-filter (lambda (line) (string-prefix-p "agentspec" line))
                                          (split-string (with-current-buffer (messages-buffer) (buffer-string)) "\n" t))))
      (agentspec-put 'error nil))
  (error (agentspec-put 'error (format "%S" err))))
(with-temp-file (expand-file-name "result.json" agentspec-start) (insert (json-encode agentspec-out)))
(kill-emacs 0)
