// Reads while the catalogue changes (docs/benchmark.md): the cached pages under load while a
// store edits a pet through the dashboard's own route, PATCH /api/pets/{id}.
import { fork } from "node:child_process";
import { combine, median, run, type LoadResult, type Slice } from "./load";
import { memoryOf, type Child } from "./processes";
import type { BenchCatalogue } from "./seed";

interface Editing {
  label: string;
  /** The pet's field each edit changes; none for the reads alone. */
  field?: "description" | "name";
  everyMs?: number;
}

/** The first is the reads alone, which the others are compared with. */
export const EDITINGS: Editing[] = [
  { label: "no writes" },
  { label: "description every 1 s", field: "description", everyMs: 1000 },
  { label: "description every 100 ms", field: "description", everyMs: 100 },
  // A card field: `/` and `/pets` show the name, so their pages must change with it.
  { label: "name every 1 s", field: "name", everyMs: 1000 },
];

export interface WritesRow {
  page: string;
  editing: string;
  field?: Editing["field"];
  everyMs?: number;
  ours: LoadResult;
  /** Median over the rounds of this req/s ÷ the no-write req/s of the same round. */
  ratio?: number;
  /** Edits answered 200, and not (or skipped: bench/editor.mjs), a second, and their median time. */
  edits?: { done: number; failed: number; perSecond: number; p50Ms: number };
}

export interface WritesResult {
  editedPetId: number;
  rows: WritesRow[];
  /** Peak RSS of a server started for this section alone. */
  memory: { peak: number };
}

/** One edit through the dashboard's route, with the store owner's bearer token. */
function patchPet(
  base: string,
  catalogue: BenchCatalogue,
  change: { name?: string; description?: string },
) {
  return fetch(`${base}/api/pets/${catalogue.edited.petId}`, {
    method: "PATCH",
    headers: {
      authorization: `Bearer ${catalogue.edited.ownerToken}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(change),
  });
}

interface Edited {
  done: number;
  failed: number;
  times: number[];
  seconds: number;
}

/** The editing store (bench/editor.mjs), a process of its own; start() returns its stop(). */
async function startEditor(base: string, catalogue: BenchCatalogue) {
  const { petId, ownerToken, name } = catalogue.edited;
  // A bare node: fork() would pass on the bench's own flags (tsx's loader).
  const child = fork("bench/editor.mjs", [base, String(petId), ownerToken, name], {
    execArgv: [],
  });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the editor exited with ${code}`));
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off("message", onMessage).off("exit", onExit);
        resolve(message);
      };
      child.on("message", onMessage).once("exit", onExit);
    });
  await reply("ready");
  return {
    async start(field: "description" | "name", everyMs: number) {
      child.send({ type: "start", field, everyMs });
      await reply("started");
      return async () => {
        child.send({ type: "stop" });
        return reply<Edited>("stopped");
      };
    },
    async close() {
      child.send({ type: "exit" });
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

export async function loadWhileEditing(
  base: string,
  server: Child,
  catalogue: BenchCatalogue,
  plan: { seconds: number; sliceSeconds: number; warmupSeconds: number },
): Promise<WritesResult> {
  const pid = server.child.pid!;
  const { petId, name, description } = catalogue.edited;
  // An edit refused (a token or a route that changed) would measure reads alone: stop here.
  const probe = await patchPet(base, catalogue, { description });
  if (!probe.ok)
    throw new Error(`PATCH /api/pets/${petId} answered ${probe.status}: ${await probe.text()}`);
  const pages = ["/", "/pets", `/pets/${petId}`];
  const slice = Math.max(1, Math.round(plan.sliceSeconds));
  const rounds = Math.max(1, Math.round(plan.seconds / slice));
  const rows: WritesRow[] = [];
  const editor = await startEditor(base, catalogue);
  try {
    for (const page of pages) {
      const target = { url: base + page, pid };
      if (plan.warmupSeconds > 0) await run(target, plan.warmupSeconds);
      // In turns, a slice each, as ours and the ceiling are: the machine's other work hits all alike.
      const slices: Slice[][] = EDITINGS.map(() => []);
      const edits = EDITINGS.map(() => ({ done: 0, failed: 0, times: [] as number[], seconds: 0 }));
      for (let round = 0; round < rounds; round++) {
        for (const [i, { field, everyMs }] of EDITINGS.entries()) {
          const stop = field && everyMs ? await editor.start(field, everyMs) : undefined;
          slices[i]!.push(await run(target, slice));
          const done = await stop?.();
          if (done) {
            edits[i]!.done += done.done;
            edits[i]!.failed += done.failed;
            edits[i]!.times.push(...done.times);
            edits[i]!.seconds += done.seconds;
          }
        }
      }
      for (const [i, { label, field, everyMs }] of EDITINGS.entries()) {
        const ratios = slices[i]!.map((s, round) =>
          slices[0]![round]!.rps ? s.rps / slices[0]![round]!.rps : 0,
        );
        const ours = combine(slices[i]!);
        const row: WritesRow = { page, editing: label, field, everyMs, ours };
        if (i > 0) {
          row.ratio = Number(median(ratios).toFixed(3));
          row.edits = {
            done: edits[i]!.done,
            failed: edits[i]!.failed,
            perSecond: Number((edits[i]!.done / edits[i]!.seconds).toFixed(1)),
            p50Ms: median(edits[i]!.times) || 0,
          };
        }
        rows.push(row);
        console.log(
          `  ${page}, ${label}: ${ours.rps} req/s${row.ratio === undefined ? "" : `, ratio ${row.ratio.toFixed(2)}`}, p99 ${ours.p99} ms${row.edits ? `, ${row.edits.done} edits (${row.edits.failed} failed)` : ""}`,
        );
      }
    }
  } finally {
    await editor.close();
  }
  const peak = memoryOf(pid).peak;
  // The pet as seeded again, for the sections after this one.
  const restored = await patchPet(base, catalogue, { name, description });
  if (!restored.ok) throw new Error(`restoring pet ${petId} answered ${restored.status}`);
  return { editedPetId: petId, rows, memory: { peak } };
}
