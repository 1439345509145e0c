/* What both pages share: their words, requests to the server, and small helpers.
   Plain ES5 on purpose: the pages run on phones several years old, without a build step.
   Every word comes from the server (the JSON blob "words", rendered from the Fluent files). */
var Web = (function () {
    "use strict";
    var words = JSON.parse(document.getElementById("words").textContent);
    var lang = document.documentElement.getAttribute("lang");

    /* A message with its {slots} filled in. */
    function word(id, values) {
        var text = words[id];
        if (typeof text !== "string") {
            return id;
        }
        return fill(text, values);
    }

    function fill(text, values) {
        return text.replace(/\{([a-z]+)\}/g, function (all, slot) {
            return values && values[slot] !== undefined ? String(values[slot]) : all;
        });
    }

    /* One request; done(status, json or null, request). Status 0: no answer (offline). */
    function request(method, path, body, done, headers) {
        var xhr = new XMLHttpRequest();
        xhr.open(method, path, true);
        xhr.timeout = 8000;
        xhr.setRequestHeader("Accept-Language", lang);
        if (body !== null) {
            xhr.setRequestHeader("Content-Type", "application/json");
        }
        var name;
        for (name in headers || {}) {
            if (headers.hasOwnProperty(name)) {
                xhr.setRequestHeader(name, headers[name]);
            }
        }
        var finished = false;
        function finish(status) {
            if (finished) {
                return;
            }
            finished = true;
            var json = null;
            try {
                json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
            } catch (e) {
                json = null;
            }
            done(status, json, xhr);
        }
        xhr.onload = function () { finish(xhr.status); };
        xhr.onerror = function () { finish(0); };
        xhr.ontimeout = function () { finish(0); };
        xhr.send(body === null ? null : JSON.stringify(body));
    }

    /* An element with a class and text. */
    function el(tag, className, text) {
        var e = document.createElement(tag);
        if (className) {
            e.className = className;
        }
        if (text !== undefined && text !== null) {
            e.textContent = text;
        }
        return e;
    }

    function clear(e) {
        while (e.firstChild) {
            e.removeChild(e.firstChild);
        }
    }

    /* Kept on the phone, per key; a phone without storage just forgets. */
    function load(key) {
        try {
            var text = window.localStorage.getItem(key);
            return text ? JSON.parse(text) : null;
        } catch (e) {
            return null;
        }
    }

    function save(key, value) {
        try {
            if (value === null) {
                window.localStorage.removeItem(key);
            } else {
                window.localStorage.setItem(key, JSON.stringify(value));
            }
        } catch (e) {
            /* private mode: nothing kept */
        }
    }

    return { words: words, lang: lang, word: word, fill: fill, request: request, el: el, clear: clear, load: load, save: save };
}());
