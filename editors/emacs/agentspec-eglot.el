;;; agentspec-eglot.el --- agentspec lsp in Emacs with Eglot  -*- lexical-binding: t -*-
;; Debian 12: apt install elpa-eglot (Emacs 29 and later have Eglot built in). Put this in init.el.
;;
;; The documents the server answers for (specs, bundles, test files and agentspec.config.json) get
;; a mode of their own (js-mode's editing, under another name); other JSON keeps its mode. Eglot
;; is started for those documents only, in a project whose root has agentspec.config.json or a package.json
;; naming agentspec-toolkit, and it runs that project's own node_modules/.bin/agentspec: never
;; npx, which may fetch and run an unrelated registry package of that name. package.json and JSON
;; outside such a project are left alone. Where the toolkit is not installed nothing is started
;; and a message says so, once per project.
(require 'eglot)
(require 'project)

(defconst agentspec-install-command "npm install -D agentspec-toolkit")
(defvar agentspec--told nil "Folders already told that the toolkit is not installed.")

(defun agentspec--project-root (dir)
  "The nearest folder from DIR up holding agentspec.config.json or a package.json naming agentspec-toolkit."
  (let ((root (locate-dominating-file
               dir
               (lambda (d)
                 (or (file-regular-p (expand-file-name "agentspec.config.json" d))
                     (let ((pkg (expand-file-name "package.json" d)))
                       (and (file-regular-p pkg)
                            (with-temp-buffer
                              (insert-file-contents pkg)
                              (re-search-forward "\"agentspec-toolkit\"[ \t\r\n]*:" nil t)))))))))
    (and root (directory-file-name (expand-file-name root)))))

(defun agentspec--server-command (root)
  "node_modules/.bin/agentspec in ROOT or a folder above it, with node_modules/agentspec-toolkit beside it."
  (let ((dir (locate-dominating-file
              (file-name-as-directory root)
              (lambda (d)
                (and (file-executable-p (expand-file-name "node_modules/.bin/agentspec" d))
                     (file-regular-p (expand-file-name "node_modules/agentspec-toolkit/package.json" d)))))))
    (and dir (expand-file-name "node_modules/.bin/agentspec" dir))))

(defun agentspec--names-agentspec (schema)
  "Whether SCHEMA, a $schema, names agentspec: \"agentspec\" not followed by \"-test\", anywhere in it."
  (and (stringp schema)
       (let ((case-fold-search t) (from 0) (found nil))
         (while (and (not found) (string-match "agentspec" schema from))
           (setq from (match-end 0))
           (unless (string-prefix-p "-test" (downcase (substring schema from))) (setq found t)))
         found)))

(defun agentspec--document-kind ()
  "Whether the buffer is one of the server's documents, told as the server tells them.
By name (*.agentspec.json, *.agentspec-test.json, agentspec.config.json): `named'; else by
its top-level keys: `content'; else nil."
  (let ((base (downcase (file-name-nondirectory (or buffer-file-name "")))))
    (if (or (string-suffix-p ".agentspec.json" base) (string-suffix-p ".agentspec-test.json" base)
            (string= base "agentspec.config.json"))
        'named
      (let ((text (buffer-substring-no-properties (point-min) (point-max))))
        (if (string-match-p "\\`[ \t\r\n]*\\({[ \t\r\n]*}[ \t\r\n]*\\)?\\'" text)
            'content ; nothing says yet: a new document
          (let ((value (condition-case nil (json-parse-string text :object-type 'hash-table) (error 'unread))))
            (cond
             ((eq value 'unread)
              ;; Half-typed text: its keys as they are written.
              (and (or (string-match-p "\"nodes\"[ \t\r\n]*:" text)
                       (string-match-p "\"version\"[ \t\r\n]*:[ \t\r\n]*-?[0-9]" text)
                       (string-match-p "\"format\"[ \t\r\n]*:[ \t\r\n]*\"agentspec-bundle\"" text)
                       (and (string-match-p "\"spec\"[ \t\r\n]*:" text) (string-match-p "\"cases\"[ \t\r\n]*:" text))
                       (and (string-match-p "\"format\\(?:Version\\)?\"[ \t\r\n]*:" text) (string-match-p "\"agents\"[ \t\r\n]*:" text))
                       (and (string-match "\"\\$schema\"[ \t\r\n]*:[ \t\r\n]*\"\\([^\"]*\\)\"" text)
                            (agentspec--names-agentspec (match-string 1 text))))
                   'content))
             ((not (hash-table-p value)) nil)
             ((let ((schema (gethash "$schema" value)))
                (or (gethash "nodes" value)
                    (numberp (gethash "version" value))
                    (agentspec--names-agentspec schema)
                    (equal (gethash "format" value) "agentspec-bundle")
                    (and (or (gethash "format" value) (gethash "formatVersion" value)) (gethash "agents" value))
                    (and (gethash "spec" value) (gethash "cases" value))))
              'content))))))))

(defun agentspec--not-installed (where)
  (unless (member where agentspec--told)
    (push where agentspec--told)
    (message "agentspec: agentspec-toolkit is not installed in %s (no node_modules/.bin/agentspec); the language server was not started. Install it there: %s"
             where agentspec-install-command)))

(defun agentspec--project (dir)
  "The agentspec project holding DIR (one Eglot server per project), for `project-find-functions'."
  (let ((root (agentspec--project-root dir)))
    (and root (agentspec--server-command root) (cons 'transient root))))

(defun agentspec--contact (&rest _)
  "The server's command for the current buffer's project (Eglot's contact)."
  (let* ((root (agentspec--project-root default-directory))
         (bin (and root (agentspec--server-command root))))
    (if bin
        (list bin "lsp" "--strict")
      (user-error "agentspec: agentspec-toolkit is not installed here: %s" agentspec-install-command))))

(defun agentspec-eglot-ensure ()
  "Start Eglot for this buffer when it is an agentspec document in a project that has the toolkit."
  (let ((kind (agentspec--document-kind)))
    (when kind
      (let ((root (agentspec--project-root default-directory)))
        (cond
         ((not root) (when (eq kind 'named) (agentspec--not-installed (directory-file-name (expand-file-name default-directory)))))
         ((not (agentspec--server-command root)) (agentspec--not-installed root))
         (t (eglot-ensure)))))))

(define-derived-mode agentspec-json-mode js-mode "JSON"
  "An agentspec document (spec, bundle, test file, config), checked by the agentspec language server.")

(defvar agentspec--other-json-mode (or (assoc-default "x.json" auto-mode-alist #'string-match) #'js-mode)
  "The mode other JSON files had before this recipe: they keep it.")

(defun agentspec-json-mode-maybe ()
  "`agentspec-json-mode' for an agentspec document, the mode JSON had before for any other.
Eglot manages every buffer of a mode it runs a server for in a project, so other JSON files
are kept out of that mode."
  (if (agentspec--document-kind) (agentspec-json-mode) (funcall agentspec--other-json-mode)))

(add-to-list 'auto-mode-alist '("\\.json\\'" . agentspec-json-mode-maybe))
(add-to-list 'eglot-server-programs '(agentspec-json-mode . agentspec--contact))
(add-hook 'project-find-functions #'agentspec--project t)
(add-hook 'agentspec-json-mode-hook #'agentspec-eglot-ensure)
