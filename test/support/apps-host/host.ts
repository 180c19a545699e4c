/// <reference lib="dom" />
/**
 * The page side of a test MCP Apps host, on the official host bridge (@modelcontextprotocol/ext-apps
 * AppBridge): renders a `ui://` resource's HTML in a sandboxed iframe (scripts only, an opaque
 * origin), hands it the tool's input and result, and passes its tools/call to `hostCallTool`, which
 * the test exposes from Node, where the host's MCP connection lives (as in a desktop host).
 */
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

declare global {
  interface Window {
    hostCallTool(params: unknown): Promise<never>;
    startHost(options: { html: string; locale: string; toolResult: never }): Promise<void>;
  }
}

window.startHost = async ({ html, locale, toolResult }) => {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('title', 'MCP App');
  iframe.style.cssText = 'width:640px;height:420px;border:0';
  document.body.append(iframe);
  const view = iframe.contentWindow;
  if (!view) throw new Error('no iframe window');
  const bridge = new AppBridge(
    null,
    { name: 'apps-test-host', version: '1.0.0' },
    { serverTools: {} },
    { hostContext: { locale, theme: 'light', displayMode: 'inline' } },
  );
  bridge.oncalltool = (params) => window.hostCallTool(params);
  bridge.onsizechange = ({ height }) => {
    if (height) iframe.style.height = `${height}px`;
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  // Connected before the document loads: the app says ui/initialize as soon as its script runs.
  await bridge.connect(new PostMessageTransport(view, view));
  iframe.srcdoc = html;
  await initialized;
  await bridge.sendToolInput({ arguments: {} });
  await bridge.sendToolResult(toolResult);
};
