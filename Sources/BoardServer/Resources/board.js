// The board page's behaviour. The server decides every rule; this script only reports what the person does
// (where the pointer is, what is dragged, what was dropped) and draws what the server answers.
"use strict";

(function () {
  const CARDPORT_TYPE = "application/vnd.cardport.board+json";
  let localDrag = null;        // { cardIDs } while a card of this page is dragged
  let lastKey = null;          // where the last proposal was asked for
  let lastProposal = null;     // the server's answer for lastKey
  let asking = null;           // the key of the proposal request in flight
  const representations = new Map(); // card id -> [{type, data}] for drags out, per board version
  let representationsVersion = 0;

  const version = () => Number(document.getElementById("board")?.dataset.version || 0);

  // MARK: - Talking to the server

  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    let answer = {};
    try { answer = await response.json(); } catch (_) { answer = {}; }
    if (response.status === 409) {
      await refresh();
      notify(answer.message || "The board changed elsewhere; it has been reloaded.", "warning");
      return null;
    }
    if (!response.ok) {
      notify(answer.message || ("The server answered " + response.status + "."), "error");
      return null;
    }
    return answer;
  }

  async function refresh() {
    const response = await fetch("/fragment", { credentials: "same-origin" });
    if (!response.ok) { return; }
    const html = await response.text();
    document.getElementById("app").innerHTML = html;
    clearIndicators();
  }

  let noticeTimer = null;
  function notify(text, kind) {
    const notice = document.getElementById("notice");
    notice.textContent = text;
    notice.dataset.kind = kind || "info";
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(function () { notice.hidden = true; }, 8000);
  }

  // MARK: - Live updates

  function listen() {
    const events = new EventSource("/api/events");
    events.addEventListener("board", function (event) {
      const data = JSON.parse(event.data);
      if (data.version !== version()) { refresh(); }
    });
  }

  // MARK: - Undo and redo

  async function history(which) {
    const answer = await post("/api/" + which, { version: version() });
    if (answer) { await refresh(); }
  }

  document.addEventListener("click", function (event) {
    const button = event.target.closest("button.history");
    if (button && !button.disabled) { history(button.id); return; }
    if (event.target.closest("[data-close]")) { document.getElementById("card-dialog").close(); return; }
    const card = event.target.closest(".board .card");
    if (card) { openCard(card.dataset.cardId); }
  });

  document.addEventListener("keydown", function (event) {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") { return; }
    if (event.target.closest("input, textarea")) { return; }
    event.preventDefault();
    history(event.shiftKey ? "redo" : "undo");
  });

  document.addEventListener("keydown", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card && event.key === "Enter") { openCard(card.dataset.cardId); }
  });

  // MARK: - Card detail

  async function openCard(id) {
    const response = await fetch("/cards/" + encodeURIComponent(id) + "?fragment=1", { credentials: "same-origin" });
    if (!response.ok) { return; }
    const dialog = document.getElementById("card-dialog");
    dialog.innerHTML = await response.text();
    if (!dialog.open) { dialog.showModal(); }
  }

  // MARK: - Drags out: the card's representations, fetched when the pointer reaches it

  async function prefetch(card) {
    const id = card.dataset.cardId;
    if (representationsVersion !== version()) { representations.clear(); representationsVersion = version(); }
    if (representations.has(id)) { return; }
    representations.set(id, null);
    const response = await fetch("/api/cards/" + encodeURIComponent(id) + "/representations", { credentials: "same-origin" });
    if (response.ok) {
      representations.set(id, await response.json());
      card.dataset.representations = "ready";
    } else {
      representations.delete(id);
    }
  }

  document.addEventListener("pointerover", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card) { prefetch(card); }
  });
  document.addEventListener("focusin", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card) { prefetch(card); }
  });

  document.addEventListener("dragstart", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (!card) { return; }
    const id = card.dataset.cardId;
    localDrag = { cardIDs: [id] };
    const transfer = event.dataTransfer;
    transfer.effectAllowed = "copyMove";
    const made = representations.get(id);
    if (made) {
      for (const representation of made) { transfer.setData(representation.type, representation.data); }
    } else {
      // Not fetched yet: the link and the title, which the page already has.
      transfer.setData("text/uri-list", new URL("/cards/" + encodeURIComponent(id), location.href).href);
      transfer.setData("text/plain", card.querySelector(".title").textContent);
    }
    card.classList.add("dragging");
  });

  document.addEventListener("dragend", function (event) {
    const card = event.target.closest && event.target.closest(".card");
    if (card) { card.classList.remove("dragging"); }
    localDrag = null;
    clearIndicators();
  });

  // MARK: - Drags over the board: ask, then draw

  /// Where the pointer is: the list under it, the card under it (or the one whose top edge is next below
  /// it), and how far down that card.
  function pointerAt(event) {
    const list = event.target.closest && event.target.closest(".list");
    if (!list) { return null; }
    const pointer = { listID: list.dataset.listId };
    for (const card of list.querySelectorAll(".cards > .card")) {
      const box = card.getBoundingClientRect();
      if (event.clientY < box.bottom) {
        pointer.cardID = card.dataset.cardId;
        pointer.fraction = Math.min(1, Math.max(0, (event.clientY - box.top) / Math.max(1, box.height)));
        break;
      }
    }
    return pointer;
  }

  function keyOf(pointer) {
    if (!pointer.cardID) { return pointer.listID + "|"; }
    const band = pointer.fraction < 0.25 ? "top" : pointer.fraction > 0.75 ? "bottom" : "middle";
    return pointer.listID + "|" + pointer.cardID + "|" + band;
  }

  /// What is dragged, as the server needs to know it: this page's cards, or the items another application
  /// offers (the string types as one item, each file as one item).
  function dragOf(transfer) {
    if (localDrag) { return { cardIDs: localDrag.cardIDs }; }
    const items = [];
    const strings = [];
    for (const item of Array.from(transfer.items || [])) {
      if (item.kind === "file") { items.push({ types: [item.type || ""], file: true }); }
      else if (item.kind === "string") { strings.push(item.type); }
    }
    if (strings.length) { items.unshift({ types: strings }); }
    return { items: items };
  }

  async function ask(key, drag, pointer) {
    asking = key;
    const answer = await post("/api/proposal", { version: version(), drag: drag, pointer: pointer });
    if (asking === key) { asking = null; }
    if (!answer || key !== lastKey) { return answer; }
    lastProposal = answer;
    draw(answer);
    return answer;
  }

  document.addEventListener("dragover", function (event) {
    const pointer = pointerAt(event);
    if (!pointer) { clearIndicators(); lastKey = null; lastProposal = null; return; }
    const key = keyOf(pointer);
    if (key !== lastKey) {
      lastKey = key;
      lastProposal = null;
      ask(key, dragOf(event.dataTransfer), pointer);
    }
    if (lastProposal && (lastProposal.operation === "forbidden" || lastProposal.operation === "cancel")) {
      event.dataTransfer.dropEffect = "none";
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = lastProposal ? lastProposal.operation : (localDrag ? "move" : "copy");
  });

  document.addEventListener("dragleave", function (event) {
    if (!event.relatedTarget || !event.relatedTarget.closest || !event.relatedTarget.closest(".board")) {
      clearIndicators();
      lastKey = null;
      lastProposal = null;
    }
  });

  function clearIndicators() {
    for (const node of document.querySelectorAll(".drop-indicator")) { node.remove(); }
    for (const node of document.querySelectorAll(".drop-onto, .drop-target, .drop-forbidden")) {
      node.classList.remove("drop-onto", "drop-target", "drop-forbidden");
    }
    const board = document.getElementById("board");
    if (board) { delete board.dataset.proposal; }
  }

  /// Draws the server's answer: a line where the drop would land, the card it would join, or the list
  /// marked as refusing.
  function draw(proposal) {
    clearIndicators();
    const board = document.getElementById("board");
    board.dataset.proposal = proposal.operation + " " + proposal.intent;
    const list = board.querySelector('.list[data-list-id="' + CSS.escape(proposal.listID || "") + '"]');
    if (!list) { return; }
    if (proposal.operation === "forbidden") {
      list.classList.add("drop-forbidden");
      if (proposal.reason) { list.dataset.reason = proposal.reason; }
      return;
    }
    if (proposal.operation === "cancel") { return; }
    list.classList.add("drop-target");
    if (proposal.intent === "onto") {
      const card = list.querySelector('.card[data-card-id="' + CSS.escape(proposal.ontoCardID) + '"]');
      if (card) { card.classList.add("drop-onto"); }
      return;
    }
    const line = document.createElement("li");
    line.className = "drop-indicator";
    line.setAttribute("aria-hidden", "true");
    const cards = list.querySelector(".cards");
    const before = proposal.beforeCardID
      ? cards.querySelector('.card[data-card-id="' + CSS.escape(proposal.beforeCardID) + '"]') : null;
    cards.insertBefore(line, before);
  }

  // MARK: - Drops

  document.addEventListener("drop", function (event) {
    const pointer = pointerAt(event);
    if (!pointer) { return; }
    event.preventDefault();
    const key = keyOf(pointer);
    const drag = dragOf(event.dataTransfer);
    const known = key === lastKey ? lastProposal : null;
    clearIndicators();
    lastKey = null;
    lastProposal = null;
    if (drag.cardIDs) {
      localDrag = null;
      dropCards(drag.cardIDs, pointer);
      return;
    }
    // The data can only be read now, during the event. When the server already said which representation it
    // loads, only that one is read; otherwise the strings are held here until it says.
    const transfer = event.dataTransfer;
    const strings = {};
    const stringTypes = drag.items.length && !drag.items[0].file ? drag.items[0].types : [];
    const wanted = known && known.load ? known.load[0] : null;
    for (const type of stringTypes) {
      if (!wanted || type === wanted) { strings[type] = transfer.getData(type); }
    }
    const files = Array.from(transfer.files || []);
    dropItems(drag, pointer, known, strings, files);
  });

  async function dropCards(cardIDs, pointer) {
    const answer = await post("/api/move", { version: version(), cardIDs: cardIDs, pointer: pointer });
    if (answer) { await finished(answer); }
  }

  async function dropItems(drag, pointer, known, strings, files) {
    let named = 0;
    for (const item of drag.items) {
      if (item.file && files[named]) { item.name = files[named].name; item.types = [files[named].type || ""]; named++; }
    }
    const proposal = known && known.load ? known
      : await post("/api/proposal", { version: version(), drag: drag, pointer: pointer });
    if (!proposal) { return; }
    if (proposal.operation !== "copy" && proposal.operation !== "move") {
      notify(proposal.reason || "The board does not take this here.", "warning");
      return;
    }
    const items = [];
    let fileIndex = 0;
    for (const [index, item] of drag.items.entries()) {
      if (item.file) {
        const file = files[fileIndex++];
        if (!file) { continue; }
        items.push({ type: file.type || "", name: file.name, base64: await base64(file) });
      } else {
        const type = proposal.load[index];
        items.push({ type: type, text: strings[type] || "" });
      }
    }
    const answer = await post("/api/drop", { version: version(), pointer: pointer, items: items });
    if (answer) { await finished(answer); }
  }

  async function finished(answer) {
    await refresh();
    if (answer.warnings && answer.warnings.length) {
      notify(answer.warnings.join("\n"), "warning");
    }
  }

  function base64(file) {
    return new Promise(function (resolve, reject) {
      const reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result).replace(/^data:[^,]*,/, "")); };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", listen);
  } else {
    listen();
  }
})();
