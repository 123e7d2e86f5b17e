// The board without a mouse: a roving tab index (Tab moves between lists, the arrow keys between cards), a card
// picked up with Space and moved with the arrow keys, a handle on each card with a menu of moves, and every step
// said in a live region. Moves go to the server as a drag's would (`/api/proposal`, then `/api/move`): the server
// decides every rule; this script only says what it answered.
"use strict";

(function () {
  const page = function () { return window.CardportPage; };
  let lifted = null;   // { cardID, fromListID, fromIndex, listIndex, slot, proposal } while a card is picked up
  let menu = null;     // the open menu of moves: { element, cardID, handle }
  let focusedCardID = null;  // the card that had the focus, found again after a redraw
  const current = new Map(); // list id -> the card id Tab stops at in that list

  // MARK: - What the page shows

  function lists() { return Array.from(document.querySelectorAll("#board .list")); }
  function cardsIn(list) { return Array.from(list.querySelectorAll(".cards > .card")); }
  function cardNode(id) { return document.querySelector('#board .card[data-card-id="' + CSS.escape(id) + '"]'); }
  function listOf(card) { return card.closest(".list"); }
  function listName(list) { return list.getAttribute("aria-label") || "the list"; }
  function titleOf(card) { return card.getAttribute("aria-label") || "The card"; }
  function areaOf(list) { return list.querySelector(".cards"); }
  /// The list's real count of open cards: a long list draws only its first ones.
  function totalIn(list) { return page().totalIn(areaOf(list)); }
  /// The count of the list's cards other than the picked-up one.
  function othersIn(list) {
    const holds = cardsIn(list).some(function (card) { return card.dataset.cardId === lifted.cardID; });
    return totalIn(list) - (holds ? 1 : 0);
  }

  // MARK: - The live region

  let announcer = null;
  function announce(text) {
    if (!announcer) {
      announcer = document.createElement("div");
      announcer.id = "announcer";
      announcer.className = "visually-hidden";
      announcer.setAttribute("role", "status");
      announcer.setAttribute("aria-live", "assertive");
      announcer.setAttribute("aria-atomic", "true");
      document.body.appendChild(announcer);
    }
    announcer.textContent = text;
  }

  // MARK: - Roving tab index

  /// One card per list is in the tab order (the one last focused there, or the first); an empty list's card
  /// area takes its place so every list is reached.
  function rove() {
    for (const list of lists()) {
      const cards = cardsIn(list);
      const area = list.querySelector(".cards");
      let chosen = current.get(list.dataset.listId);
      if (!cards.some(function (card) { return card.dataset.cardId === chosen; })) {
        chosen = cards.length ? cards[0].dataset.cardId : null;
      }
      // Only what differs is written: on a long list, writing every card's tab index after each move costs
      // more than the move. (The server draws every handle out of the tab order.)
      for (const card of cards) {
        const stop = card.dataset.cardId === chosen ? 0 : -1;
        if (card.tabIndex !== stop) { card.tabIndex = stop; }
      }
      if (area) {
        if (cards.length) { area.removeAttribute("tabindex"); } else { area.tabIndex = 0; }
      }
    }
  }

  function focusCard(card) {
    if (!card) { return; }
    current.set(listOf(card).dataset.listId, card.dataset.cardId);
    rove();
    card.focus();
  }

  document.addEventListener("focusin", function (event) {
    const card = event.target.closest && event.target.closest("#board .card");
    if (!card) { return; }
    focusedCardID = card.dataset.cardId;
    if (current.get(listOf(card).dataset.listId) !== card.dataset.cardId) {
      current.set(listOf(card).dataset.listId, card.dataset.cardId);
      rove();
    }
  });

  document.addEventListener("cardport:drawn", function () {
    rove();
    const hadFocus = document.activeElement === document.body || document.activeElement === null;
    if (lifted) {
      // The board changed under a picked-up card: it stays picked up if it is still there.
      const card = cardNode(lifted.cardID);
      if (!card) { lifted = null; announce("The board changed; the card is no longer there. Move cancelled."); return; }
      card.classList.add("kbd-lifted");
      card.focus();
      showTarget();
      return;
    }
    if (hadFocus && focusedCardID) {
      const card = cardNode(focusedCardID);
      if (card) { focusCard(card); }
    }
  });

  // MARK: - Moving the focus

  function neighbour(card, key) {
    const list = listOf(card);
    const cards = cardsIn(list);
    const index = cards.indexOf(card);
    if (key === "ArrowUp") { return cards[index - 1] || null; }
    if (key === "ArrowDown") { return cards[index + 1] || null; }
    if (key === "Home") { return cards[0]; }
    if (key === "End") { return cards[cards.length - 1]; }
    const all = lists();
    const step = key === "ArrowLeft" ? -1 : 1;
    for (let at = all.indexOf(list) + step; at >= 0 && at < all.length; at += step) {
      const others = cardsIn(all[at]);
      if (others.length) { return others[Math.min(index, others.length - 1)]; }
    }
    return null;
  }

  // MARK: - Picking a card up and moving it

  /// Where the picked-up card would land: list `listIndex`, before the `slot`th of its other cards.
  function targetPointer() {
    const list = lists()[lifted.listIndex];
    const others = cardsIn(list).filter(function (card) { return card.dataset.cardId !== lifted.cardID; });
    const pointer = { listID: list.dataset.listId };
    const count = othersIn(list);
    if (lifted.slot < others.length) {
      pointer.cardID = others[lifted.slot].dataset.cardId;
      pointer.fraction = 0;
    } else if (lifted.slot < count && others.length) {
      // Past the drawn part of a long list (step() draws up to the slot first): right after its last card drawn.
      pointer.cardID = others[others.length - 1].dataset.cardId;
      pointer.fraction = 1;
    }
    return { pointer: pointer, list: list, count: count + 1 };
  }

  function pickUp(card) {
    const list = listOf(card);
    const index = cardsIn(list).indexOf(card);
    lifted = { cardID: card.dataset.cardId, fromListID: list.dataset.listId, fromIndex: index,
      listIndex: lists().indexOf(list), slot: index, proposal: null };
    card.classList.add("kbd-lifted");
    announce("Picked up " + titleOf(card) + ", position " + (index + 1) + " of " + totalIn(list) + " in "
      + listName(list) + ". Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.");
    showTarget(true);
  }

  /// Whether the picked-up card is over the place it was picked up from.
  function atHome(state) {
    return lists()[state.listIndex] && lists()[state.listIndex].dataset.listId === state.fromListID
      && state.slot === state.fromIndex;
  }

  function clearTarget() { page().clearIndicators(); }

  /// Asks the server what a drop at the target would do, draws it and says it (not when `quiet`: the card was
  /// just picked up, and that is what is being said).
  async function showTarget(quiet) {
    const asked = lifted;
    const place = placeOf(asked);
    const target = targetPointer();
    const answer = await propose(asked.cardID, target.pointer);
    // Dropped meanwhile, or moved on to another place: this answer is for a place the card is no longer over.
    if (lifted !== asked || placeOf(asked) !== place) { return; }
    asked.proposal = answer;
    asked.proposalPlace = place;
    // Drawn as a mouse drag's proposal is: a line where it lands, the card it joins, or the list refusing it.
    if (answer) { page().draw(answer); } else { clearTarget(); }
    const name = listName(target.list);
    const say = function (text) { if (!quiet) { announce(text); } };
    if (!answer || answer.operation === "forbidden" || (answer.operation === "cancel" && !atHome(asked))) {
      say(name + " does not take this card here" + (answer && answer.reason ? ": " + answer.reason : ".")
        + " Move on, or press Escape to cancel.");
      return;
    }
    if (answer.intent === "onto" && answer.ontoCardID) {
      const onto = cardNode(answer.ontoCardID);
      say("Over " + (onto ? titleOf(onto) : "a card") + " in " + name + ": dropping here puts it into that card.");
      return;
    }
    say("Position " + (asked.slot + 1) + " of " + target.count + " in " + name
      + (atHome(asked) ? ", where it was." : "."));
  }

  /// The place a picked-up card is over, as a key its proposal is kept under.
  function placeOf(state) { return state.listIndex + ":" + state.slot; }

  /// The server's answer for a drop of the card at `pointer`.
  function propose(cardID, pointer) {
    return page().post("/api/proposal", { version: page().version(), drag: { cardIDs: [cardID] }, pointer: pointer });
  }

  async function step(key) {
    const all = lists();
    const was = lifted;
    if (key === "ArrowUp" || key === "ArrowDown") {
      const slot = lifted.slot + (key === "ArrowUp" ? -1 : 1);
      if (slot < 0 || slot > othersIn(all[lifted.listIndex])) {
        announce(slot < 0 ? "Already at the top of " + listName(all[lifted.listIndex]) + "."
          : "Already at the bottom of " + listName(all[lifted.listIndex]) + ".");
        return;
      }
      lifted.slot = slot;
    } else {
      const listIndex = lifted.listIndex + (key === "ArrowLeft" ? -1 : 1);
      if (listIndex < 0 || listIndex >= all.length) {
        announce(listIndex < 0 ? "There is no list before this one." : "There is no list after this one.");
        return;
      }
      lifted.listIndex = listIndex;
      lifted.slot = Math.min(lifted.slot, othersIn(all[listIndex]));
    }
    // The card the slot is before, drawn first when it is past the drawn part of a long list.
    const list = all[lifted.listIndex];
    if (page().partial(areaOf(list))) {
      await page().ensureDrawn(areaOf(list), lifted.slot + 2);
      if (lifted !== was) { return; }
    }
    showTarget();
  }

  function putDown(card) {
    if (card) { card.classList.remove("kbd-lifted"); }
    clearTarget();
  }

  function cancel() {
    const was = lifted;
    lifted = null;
    const card = cardNode(was.cardID);
    putDown(card);
    announce("Move cancelled. " + (card ? titleOf(card) : "The card") + " stays at position " + (was.fromIndex + 1) + ".");
    if (card) { card.focus(); }
  }

  async function drop() {
    const was = lifted;
    lifted = null;
    const card = cardNode(was.cardID);
    const title = card ? titleOf(card) : "The card";
    putDown(card);
    const target = (function () { lifted = was; const made = targetPointer(); lifted = null; return made; })();
    if (atHome(was)) {
      announce(title + " dropped where it was, position " + (was.fromIndex + 1) + ".");
      if (card) { card.focus(); }
      return;
    }
    // Only the answer for this place counts: a drop that came before it is drawn where the card is, and the
    // server decides as it saves.
    const proposal = was.proposalPlace === placeOf(was) ? was.proposal : null;
    if (proposal && (proposal.operation === "forbidden" || proposal.operation === "cancel")) {
      announce(title + " cannot go there; it stays where it was.");
      return;
    }
    await move(was.cardID, target.pointer, title + " dropped at position " + (was.slot + 1) + " of " + target.count
      + " in " + listName(target.list) + ".", proposal);
  }

  /// Moves a card through the same road a drag takes (drawn at once, put back if refused), and says the
  /// outcome.
  async function move(cardID, pointer, said, proposal) {
    focusedCardID = cardID;
    const answer = await page().moveCards([cardID], pointer, proposal || null);
    if (!answer) { announce("The move was refused; the card stays where it was."); return; }
    const warnings = answer.warnings && answer.warnings.length ? " " + answer.warnings.join(" ") : "";
    announce(said + warnings);
    const card = cardNode(cardID);
    if (card) { focusCard(card); }
  }

  // MARK: - The handle's menu of moves

  function openMenu(card, handle) {
    closeMenu(false);
    const list = listOf(card);
    const cards = cardsIn(list);
    const index = cards.indexOf(card);
    if (index === cards.length - 1 && page().partial(areaOf(list))) {
      // The last card drawn of a long list: the card below it is drawn first, so "Move down" can name it.
      page().ensureDrawn(areaOf(list), cards.length + 1).then(function () {
        if (card.isConnected && cardsIn(list).length > cards.length) { openMenu(card, handle); }
      });
      return;
    }
    const listID = list.dataset.listId;
    const title = titleOf(card);
    const choices = [];
    const at = function (slotCard) { return { listID: listID, cardID: slotCard.dataset.cardId, fraction: 0 }; };
    const others = cards.filter(function (other) { return other !== card; });
    if (index > 0) {
      choices.push({ label: "Move up", pointer: at(others[index - 1]), said: title + " moved up to position " + index + "." });
      choices.push({ label: "Move to top", pointer: at(others[0]), said: title + " moved to the top of " + listName(list) + "." });
    }
    if (index < totalIn(list) - 1) {
      // After the card below it (drawn, or the list's last).
      const below = others[index];
      if (below) {
        choices.push({ label: "Move down", pointer: { listID: listID, cardID: below.dataset.cardId, fraction: 1 },
          said: title + " moved down to position " + (index + 2) + "." });
      }
      choices.push({ label: "Move to bottom", pointer: { listID: listID },
        said: title + " moved to the bottom of " + listName(list) + "." });
    }
    for (const other of lists()) {
      if (other === list) { continue; }
      choices.push({ label: "Move to " + listName(other), pointer: { listID: other.dataset.listId },
        said: title + " moved to the end of " + listName(other) + "." });
    }
    const element = document.createElement("div");
    element.className = "move-menu";
    element.setAttribute("role", "menu");
    element.setAttribute("aria-label", "Move " + title);
    for (const choice of choices) {
      const item = document.createElement("button");
      item.type = "button";
      item.setAttribute("role", "menuitem");
      item.tabIndex = -1;
      item.textContent = choice.label;
      item.addEventListener("click", function (event) {
        event.stopPropagation();
        closeMenu(false);
        move(card.dataset.cardId, choice.pointer, choice.said);
      });
      element.appendChild(item);
    }
    if (!choices.length) {
      const empty = document.createElement("p");
      empty.className = "empty";
      empty.textContent = "Nowhere else to move it.";
      element.appendChild(empty);
    }
    document.body.appendChild(element);
    const box = (handle || card).getBoundingClientRect();
    element.style.top = Math.min(window.innerHeight - element.offsetHeight - 8, box.bottom + 4) + window.scrollY + "px";
    element.style.left = Math.max(8, Math.min(window.innerWidth - element.offsetWidth - 8, box.left)) + window.scrollX + "px";
    if (handle) { handle.setAttribute("aria-expanded", "true"); }
    menu = { element: element, cardID: card.dataset.cardId, handle: handle };
    const first = element.querySelector("[role=menuitem]");
    if (first) { first.focus(); }
    announce("Menu of moves for " + title + ", " + choices.length + " choices.");
  }

  function closeMenu(refocus) {
    if (!menu) { return; }
    const was = menu;
    menu = null;
    was.element.remove();
    if (was.handle) { was.handle.setAttribute("aria-expanded", "false"); }
    if (refocus) { focusCard(cardNode(was.cardID)); }
  }

  function menuKey(event) {
    const items = Array.from(menu.element.querySelectorAll("[role=menuitem]"));
    const index = items.indexOf(document.activeElement);
    let next = null;
    if (event.key === "ArrowDown") { next = items[(index + 1) % items.length]; }
    else if (event.key === "ArrowUp") { next = items[(index - 1 + items.length) % items.length]; }
    else if (event.key === "Home") { next = items[0]; }
    else if (event.key === "End") { next = items[items.length - 1]; }
    else if (event.key === "Escape" || event.key === "Tab") { closeMenu(true); }
    else { return false; }
    if (next) { next.focus(); }
    return true;
  }

  // MARK: - Keys and clicks, heard before board.js hears them

  window.addEventListener("keydown", function (event) {
    if (menu && menu.element.contains(event.target)) {
      if (menuKey(event)) { event.preventDefault(); event.stopPropagation(); }
      return;
    }
    const handle = event.target.closest && event.target.closest(".card-handle");
    const card = event.target.closest && event.target.closest("#board .card");
    if (!card || (event.target !== card && !handle) || event.ctrlKey || event.metaKey || event.altKey) { return; }
    const key = event.key;
    let handled = true;
    if (lifted) {
      if (key === " " || key === "Enter") { drop(); }
      else if (key === "Escape") { cancel(); }
      else if (key.startsWith("Arrow")) { step(key); }
      else if (key === "Tab") { handled = false; cancel(); }
      else { handled = false; }
    } else if (handle && (key === "Enter" || key === " " || key === "ArrowDown")) {
      openMenu(card, handle);
    } else if (key === " ") {
      pickUp(card);
    } else if (key === "m" || key === "M" || key === "ContextMenu" || (key === "F10" && event.shiftKey)) {
      openMenu(card, card.querySelector(".card-handle"));
    } else if ((key === "End" || (key === "ArrowDown" && !neighbour(card, key))) && page().partial(areaOf(listOf(card)))) {
      // Past the cards drawn of a long list: the next ones (for End, all of them) are drawn, then the focus moves.
      const area = areaOf(listOf(card));
      page().ensureDrawn(area, key === "End" ? Infinity : cardsIn(listOf(card)).length + 1).then(function () {
        focusCard(neighbour(card, key));
      });
    } else if (key.startsWith("Arrow") || key === "Home" || key === "End") {
      focusCard(neighbour(card, key));
    } else {
      handled = false;
    }
    if (handled) { event.preventDefault(); event.stopPropagation(); }
  }, true);

  window.addEventListener("click", function (event) {
    if (menu && !menu.element.contains(event.target)) { closeMenu(false); }
    const handle = event.target.closest && event.target.closest("#board .card-handle");
    if (!handle) { return; }
    event.preventDefault();
    event.stopPropagation();
    openMenu(handle.closest(".card"), handle);
  }, true);

  document.addEventListener("focusout", function (event) {
    if (lifted && event.target.classList && event.target.classList.contains("kbd-lifted")
        && !(event.relatedTarget && event.relatedTarget.closest && event.relatedTarget.closest("#board"))) {
      // The focus left the board (another window, a click elsewhere): nothing stays picked up unseen.
      if (document.hasFocus()) { cancel(); }
    }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", rove);
  } else {
    rove();
  }
})();
