// Drags out with every type from the first moment: the page fetches what each card it shows would offer (the
// board JSON, HTML, Markdown, the link, text and `DownloadURL`) as soon as the card comes into view, not when the
// pointer reaches it, so `dragstart` (in board.js) always has all of it to hand, whatever the person did first.
"use strict";

(function () {
  const page = function () { return window.CardportPage; };
  let watcher = null;

  function watch(event) {
    // A patch names the cards it drew: only those are new to watch (a long board is not watched anew).
    const patched = event && event.detail && event.detail.cards;
    if (patched && watcher) {
      patched.forEach(function (card) { watcher.observe(card); });
      return;
    }
    if (watcher) { watcher.disconnect(); }
    const cards = document.querySelectorAll("#board .card");
    if (!("IntersectionObserver" in window)) {
      cards.forEach(function (card) { page().prefetch(card); });
      return;
    }
    // Cards just below or beside the view too: a long list is scrolled before a card is dragged.
    watcher = new IntersectionObserver(function (entries) {
      for (const entry of entries) {
        if (entry.isIntersecting) { page().prefetch(entry.target); watcher.unobserve(entry.target); }
      }
    }, { rootMargin: "200px" });
    cards.forEach(function (card) { watcher.observe(card); });
  }

  document.addEventListener("cardport:drawn", watch);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watch);
  } else {
    watch();
  }
})();
