// The ceiling: a bare node:http server answering each read route with bytes captured from
// the real server beforehand. Nothing a Node process can do on this machine is faster.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [responsesFile, port] = process.argv.slice(2);
/** @type {{ pattern: string, status: number, contentType: string, body: string }[]} */
const answers = JSON.parse(readFileSync(responsesFile, "utf8")).map((answer) => ({
  ...answer,
  regex: new RegExp(answer.pattern),
  bytes: Buffer.from(answer.body, "base64"),
}));

createServer((req, res) => {
  const answer = answers.find(({ regex }) => regex.test(req.url ?? ""));
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, {
    "Content-Type": answer.contentType,
    "Content-Length": answer.bytes.length,
  });
  res.end(answer.bytes);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
