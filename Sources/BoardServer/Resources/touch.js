// Drags with a finger or a pen (pointer events): a card's handle is where a touch drag starts, since the rest of
// the card scrolls the page as a phone user expects. The card follows the finger, the server says what a drop
// there would do (`/api/proposal`) and takes the drop (`/api/move`), exactly as for a mouse drag. Near the edge of
// a narrow screen the board scrolls to the next list. A tap on the handle opens its menu of moves (keyboard.js).
"use strict";

(function () {
  const page = function () { return window.CardportPage; };
  const threshold = 6;  // pixels a finger moves before a press becomes a drag
  let touch = null;     // { id, card, startX, startY, x, y, ghost, key, proposal, dragging, scrolling }

  /// The list and card under a point, as board.js reports a mouse pointer; the dragged card itself is passed
  /// over, so a finger over it points at the card below.
  function pointerAt(x, y, dragged) {
    const under = document.elementFromPoint(x, y);
    const list = under && under.closest && under.closest("#board .list");
    if (!list) { return null; }
    const pointer = { listID: list.dataset.listId };
    const cards = Array.from(list.querySelectorAll(".cards > .card")).filter(function (card) { return card !== dragged; });
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (y < box.bottom) {
        pointer.cardID = card.dataset.cardId;
        pointer.fraction = Math.min(1, Math.max(0, (y - box.top) / Math.max(1, box.height)));
        break;
      }
    }
    // Below the drawn part of a long list: right after its last card drawn, as board.js says it.
    if (!pointer.cardID && cards.length && page().partial(list.querySelector(".cards"))) {
      pointer.cardID = cards[cards.length - 1].dataset.cardId;
      pointer.fraction = 1;
    }
    return pointer;
  }

  function keyOf(pointer) {
    if (!pointer) { return ""; }
    if (!pointer.cardID) { return pointer.listID + "|"; }
    const band = pointer.fraction < 0.25 ? "top" : pointer.fraction > 0.75 ? "bottom" : "middle";
    return pointer.listID + "|" + pointer.cardID + "|" + band;
  }

  function clear() { page().clearIndicators(); }

  async function ask(pointer, key) {
    const answer = await page().post("/api/proposal", {
      version: page().version(), drag: { cardIDs: [touch.card.dataset.cardId] }, pointer: pointer });
    if (!touch || touch.key !== key) { return; }
    touch.proposal = answer;
    if (answer) { page().draw(answer); } else { clear(); }
  }

  function begin() {
    touch.dragging = true;
    const box = touch.card.getBoundingClientRect();
    const ghost = touch.card.cloneNode(true);
    ghost.classList.add("touch-ghost");
    ghost.removeAttribute("tabindex");
    ghost.setAttribute("aria-hidden", "true");
    ghost.style.width = box.width + "px";
    ghost.dataset.offsetX = String(touch.startX - box.left);
    ghost.dataset.offsetY = String(touch.startY - box.top);
    document.body.appendChild(ghost);
    touch.ghost = ghost;
    touch.card.classList.add("dragging");
    document.getElementById("board").dataset.touchDrag = "on";
    follow();
    edgeScroll();
  }

  function follow() {
    const ghost = touch.ghost;
    ghost.style.left = (touch.x - Number(ghost.dataset.offsetX)) + "px";
    ghost.style.top = (touch.y - Number(ghost.dataset.offsetY)) + "px";
    const pointer = pointerAt(touch.x, touch.y, touch.card);
    const key = keyOf(pointer);
    if (key === touch.key) { return; }
    touch.key = key;
    touch.pointer = pointer;
    touch.proposal = null;
    clear();
    if (pointer) { ask(pointer, key); }
  }

  /// While the finger rests near the left or right edge, the board scrolls towards the next list.
  function edgeScroll() {
    if (!touch || !touch.dragging) { return; }
    const board = document.getElementById("board");
    const edge = Math.min(40, window.innerWidth / 8);
    const speed = touch.x < edge ? -12 : touch.x > window.innerWidth - edge ? 12 : 0;
    if (speed && board) {
      board.scrollLeft += speed;
      follow();
    }
    requestAnimationFrame(edgeScroll);
  }

  function end() {
    const was = touch;
    touch = null;
    clear();
    if (!was) { return; }
    if (was.ghost) { was.ghost.remove(); }
    was.card.classList.remove("dragging");
    const board = document.getElementById("board");
    if (board) { delete board.dataset.touchDrag; }
    return was;
  }

  document.addEventListener("pointerdown", function (event) {
    if (event.pointerType === "mouse" || !event.isPrimary) { return; }
    const handle = event.target.closest && event.target.closest("#board .card-handle");
    if (!handle) { return; }
    const card = handle.closest(".card");
    touch = { id: event.pointerId, card: card, startX: event.clientX, startY: event.clientY,
      x: event.clientX, y: event.clientY, ghost: null, key: null, pointer: null, proposal: null, dragging: false };
    if (handle.setPointerCapture) { try { handle.setPointerCapture(event.pointerId); } catch (_) { /* released */ } }
    page().prefetch(card);
  });

  document.addEventListener("pointermove", function (event) {
    if (!touch || event.pointerId !== touch.id) { return; }
    touch.x = event.clientX;
    touch.y = event.clientY;
    if (!touch.dragging) {
      if (Math.hypot(touch.x - touch.startX, touch.y - touch.startY) < threshold) { return; }
      begin();
    }
    event.preventDefault();
    follow();
  });

  document.addEventListener("pointerup", async function (event) {
    if (!touch || event.pointerId !== touch.id) { return; }
    const was = end();
    if (!was.dragging) { return; }  // a tap: the click that follows opens the handle's menu
    const pointer = pointerAt(was.x, was.y, was.card) || was.pointer;
    if (!pointer) { return; }
    if (was.proposal && (was.proposal.operation === "forbidden" || was.proposal.operation === "cancel")) {
      page().notify(was.proposal.reason || "The board does not take this card here.", "warning");
      return;
    }
    const known = was.proposal && keyOf(pointer) === was.key ? was.proposal : null;
    const answer = await page().moveCards([was.card.dataset.cardId], pointer, known);
    if (answer) {
      if (answer.warnings && answer.warnings.length) { page().notify(answer.warnings.join("\n"), "warning"); }
    }
  });

  document.addEventListener("pointercancel", function (event) {
    if (touch && event.pointerId === touch.id) { end(); }
  });

  // A redraw replaces the board: on a narrow screen it keeps showing the list the person was looking at.
  let scrolled = 0;
  document.addEventListener("scroll", function (event) {
    if (event.target && event.target.id === "board") { scrolled = event.target.scrollLeft; }
  }, true);
  document.addEventListener("cardport:drawn", function () {
    const board = document.getElementById("board");
    if (board && scrolled) { board.scrollLeft = scrolled; }
  });
})();
