/**
 * The overtime approval card: an MCP App (the Apps extension, `io.modelcontextprotocol/ui`) that a
 * host renders in a sandboxed iframe when the approver calls reviewOvertimeRequests. It lists the
 * approver's pending requests (employee, day, minutes, justification, time the employee had asked
 * for that day) with Approve and Reject; each button asks the host to call the app-only tool
 * decideOvertimeRequest with the card's key, then shows the outcome. Portuguese or English, by the
 * host's locale.
 *
 * The page is one self-contained HTML document: its script and stylesheet inline, allowed by hash
 * in its own Content-Security-Policy (nothing else may load or connect), and its resource declares
 * no domains, so the host's CSP allows nothing outside either. It speaks the Apps protocol to the
 * host (JSON-RPC over postMessage: ui/initialize, the tool-result notification, tools/call) in a
 * few dozen lines of its own rather than bundling the ext-apps App class: that class brings the MCP
 * SDK and zod (over 500 KB) into a card that needs four messages; the Apps specification names
 * the raw protocol as a supported way (hosts in tests drive it with the official AppBridge).
 */
import { createHash } from 'node:crypto';
import { APP_MIME_TYPE } from '../client-capabilities.js';

export const CARD_URI = 'ui://workforce-ops/overtime-approval-card';
/** Where the card's key travels in the tool result: `_meta`, which hosts give the app, never the model. */
export const CARD_KEY_META = 'workforce-ops/cardKey';

const STYLE = `
:root{color-scheme:light dark;font-family:var(--font-sans,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif)}
body{margin:0;padding:.75rem;background:var(--color-background-primary,Canvas);color:var(--color-text-primary,CanvasText)}
h1{font-size:1.05rem;margin:0 0 .5rem}
p{margin:.25rem 0}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
li{border:1px solid var(--color-border-primary,#d0d7de);border-radius:8px;padding:.6rem .75rem}
.who{font-weight:600}.facts{color:var(--color-text-secondary,#59636e);font-size:.9rem}
.why{white-space:pre-wrap;overflow-wrap:anywhere;margin:.35rem 0}
.actions{display:flex;gap:.5rem;margin-top:.4rem}
button{font:inherit;padding:.35rem .9rem;border-radius:6px;border:1px solid transparent;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
.approve{background:#1a7f37;color:#fff}.reject{background:transparent;color:#cf222e;border-color:#cf222e}
.outcome{font-weight:600}.approved{color:#1a7f37}.rejected{color:#cf222e}.failed{color:#9a6700}
.note{color:var(--color-text-secondary,#59636e);font-size:.85rem}
`;

/**
 * The card's script. Plain ES2020 for any browser a host embeds; every string from the server is
 * set with textContent, never as HTML.
 */
const SCRIPT = `
"use strict";
const WORDS = {
  pt: { title: "Pedidos de hora extra para você decidir", none: "Nenhum pedido espera a sua decisão.",
    approve: "Aprovar", reject: "Rejeitar", minutes: "min", asked: "pedido no dia", from: "a partir de",
    approved: "Aprovado", rejected: "Rejeitado", working: "Enviando…", failed: "Não foi possível decidir: ",
    readOnly: "Decida pelo link enviado por e-mail: este cliente não deixa o cartão decidir.", loading: "Carregando…" },
  en: { title: "Overtime requests for you to decide", none: "No request waits for your decision.",
    approve: "Approve", reject: "Reject", minutes: "min", asked: "asked that day", from: "from",
    approved: "Approved", rejected: "Rejected", working: "Sending…", failed: "Could not decide: ",
    readOnly: "Decide with the e-mailed link: this client does not let the card decide.", loading: "Loading…" }
};
let words = WORDS.en;
let state = null;
let nextId = 1;
const pending = new Map();

function send(message) { window.parent.postMessage(Object.assign({ jsonrpc: "2.0" }, message), "*"); }
function request(method, params) {
  const id = nextId++;
  send({ id, method, params });
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = String(text);
  return node;
}
function setLocale(locale) { words = /^pt/i.test(String(locale || "")) ? WORDS.pt : WORDS.en; document.documentElement.lang = words === WORDS.pt ? "pt-BR" : "en"; }
function envelopeOf(result) {
  if (result && result.structuredContent) return result.structuredContent;
  try { return JSON.parse(result.content[0].text); } catch (e) { return null; }
}
function resize() { send({ method: "ui/notifications/size-changed", params: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight } }); }

async function decide(item, decision, row) {
  const buttons = row.querySelectorAll("button");
  buttons.forEach((b) => { b.disabled = true; });
  const outcome = row.querySelector(".outcome");
  outcome.className = "outcome"; outcome.textContent = words.working;
  try {
    const result = await request("tools/call", { name: "decideOvertimeRequest", arguments: Object.assign({ requestId: item.requestId, decision, cardKey: state.cardKey }, state.company ? { company: state.company } : {}) });
    const envelope = envelopeOf(result);
    if (envelope && envelope.success) {
      const status = envelope.data.request.status;
      item.outcome = status;
      outcome.className = "outcome " + status; outcome.textContent = words[status];
      row.querySelector(".actions").remove();
    } else {
      outcome.className = "outcome failed"; outcome.textContent = words.failed + (envelope ? envelope.humanSummary : "");
      buttons.forEach((b) => { b.disabled = false; });
    }
  } catch (error) {
    outcome.className = "outcome failed"; outcome.textContent = words.failed + (error && error.message ? error.message : String(error));
    buttons.forEach((b) => { b.disabled = false; });
  }
  resize();
}

function render() {
  const root = document.getElementById("card");
  root.replaceChildren();
  if (!state) { root.append(el("p", "note", words.loading)); resize(); return; }
  root.append(el("h1", "", words.title));
  if (state.requests.length === 0) root.append(el("p", "", words.none));
  if (!state.cardKey) root.append(el("p", "note", words.readOnly));
  const list = el("ul");
  for (const item of state.requests) {
    const row = el("li");
    row.dataset.requestId = item.requestId;
    row.append(el("div", "who", item.employeeName + " (" + item.employee + ")"));
    row.append(el("div", "facts", item.day + " · " + words.from + " " + item.extraTime.slice(11, 16) + " · " + item.minutes + " " + words.minutes + " · " + Math.round(item.requestTime / 60) + " " + words.minutes + " " + words.asked));
    row.append(el("p", "why", item.justification));
    const outcome = el("div", "outcome");
    if (item.outcome) { outcome.className = "outcome " + item.outcome; outcome.textContent = words[item.outcome]; }
    else if (state.cardKey) {
      const actions = el("div", "actions");
      const approve = el("button", "approve", words.approve);
      const reject = el("button", "reject", words.reject);
      approve.type = "button"; reject.type = "button";
      approve.addEventListener("click", () => decide(item, "approve", row));
      reject.addEventListener("click", () => decide(item, "reject", row));
      actions.append(approve, reject);
      row.append(actions);
    }
    row.append(outcome);
    list.append(row);
  }
  root.append(list);
  resize();
}

function onToolResult(result) {
  const envelope = envelopeOf(result);
  const meta = (result && result._meta) || {};
  if (!envelope || !envelope.success) { state = { requests: [], cardKey: null }; render(); return; }
  state = { requests: envelope.data.requests, cardKey: meta[${JSON.stringify(CARD_KEY_META)}] || null, company: envelope.data.company };
  render();
}

window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (!message || message.jsonrpc !== "2.0") return;
  if (message.id !== undefined && !message.method) {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message)); else waiting.resolve(message.result);
    return;
  }
  if (message.method === "ui/notifications/tool-result") onToolResult(message.params);
  else if (message.method === "ui/notifications/host-context-changed" && message.params && message.params.locale) { setLocale(message.params.locale); render(); }
  else if (message.id !== undefined) send({ id: message.id, result: {} });
});

(async () => {
  render();
  const init = await request("ui/initialize", { appInfo: { name: "overtime-approval-card", version: "1.0.0" }, appCapabilities: {}, protocolVersion: "2026-01-26" });
  setLocale(init && init.hostContext && init.hostContext.locale);
  render();
  send({ method: "ui/notifications/initialized", params: {} });
})();
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The card's own policy: its one script and stylesheet, by hash; nothing loads or connects. */
export const CARD_CSP = [
  "default-src 'none'",
  `script-src ${hash(SCRIPT)}`,
  `style-src ${hash(STYLE)}`,
  'img-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CARD_CSP}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Overtime approval</title><style>${STYLE}</style></head>
<body><main id="card"></main><script>${SCRIPT}</script></body></html>`;

/** The resource's `_meta.ui`: no domain of any kind, a border from the host. */
const UI_META = { ui: { csp: {}, prefersBorder: true } };

/** The card as resources/list lists it. */
export const CARD_RESOURCE = {
  uri: CARD_URI,
  name: 'overtime-approval-card',
  title: 'Overtime approval card',
  description:
    "The approver's pending overtime requests, with Approve and Reject (shown by reviewOvertimeRequests in hosts that render MCP Apps)",
  mimeType: APP_MIME_TYPE,
  _meta: UI_META,
};

/** The card as resources/read answers it. */
export function cardContents(): Record<string, unknown> {
  return { uri: CARD_URI, mimeType: APP_MIME_TYPE, text: HTML, _meta: UI_META };
}
