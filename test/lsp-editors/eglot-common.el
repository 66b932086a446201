;;; eglot-common.el --- what the Eglot drivers share  -*- lexical-binding: t -*-
;; Loaded by each driver: what it saw is collected with agentspec-put (written to result.json by
;; the driver), and agentspec-wait lets Emacs's command loop run until a condition holds.
(require 'json)
(defvar agentspec-out nil)
(defun agentspec-put (key value) (setq agentspec-out (cons (cons key value) agentspec-out)))
(defun agentspec-wait (seconds pred)
  "Let the command loop's work run (process output, timers) until PRED holds or SECONDS pass."
  (let ((until (+ (float-time) seconds)))
    (while (and (not (funcall pred)) (< (float-time) until))
      (accept-process-output nil 0.05)
      (run-hooks 'post-command-hook))
    (funcall pred)))
