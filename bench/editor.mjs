// A store editing one pet through the dashboard's route (PATCH /api/pets/{id}, the store
// owner's bearer token) every `everyMs`, whether the last edit has been answered or not, as
// stores editing on their own do. A process of its own: in the bench's, autocannon keeps the
// event loop so busy that the edits' timer fell to 4 a second instead of 10.
const [base, petId, token, name] = process.argv.slice(2);
/** Edits still unanswered at which the next ones are skipped (counted as failed), not queued. */
const MAX_IN_FLIGHT = 10;

let editing;

function start({ field, everyMs }) {
  const times = [];
  const inFlight = new Set();
  let failed = 0;
  let n = 0;
  const edit = () => {
    if (inFlight.size >= MAX_IN_FLIGHT) {
      failed++;
      return;
    }
    const started = Date.now();
    const change =
      field === "name"
        ? { name: n % 2 ? `${name} (${n})` : name }
        : { description: `A calm companion looking for a family, edited ${n} times today.` };
    n++;
    const sent = fetch(`${base}/api/pets/${petId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(change),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) times.push(Date.now() - started);
        else failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  const began = Date.now();
  edit();
  const timer = setInterval(edit, everyMs);
  return async () => {
    clearInterval(timer);
    const seconds = (Date.now() - began) / 1000;
    await Promise.all(inFlight);
    return { done: times.length, failed, times, seconds };
  };
}

process.on("message", async (message) => {
  if (message.type === "start") {
    editing = start(message);
    process.send({ type: "started" });
  } else if (message.type === "stop") {
    process.send({ type: "stopped", ...(await editing()) });
  } else if (message.type === "exit") {
    process.exit(0);
  }
});
process.send({ type: "ready" });
