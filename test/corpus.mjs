// Specs of any size for tests (and the benches, through bench/lib.mjs): realistic webhook nodes,
// each with a few conditional transitions, valid under the schema and every rule.

const ROUTES = [undefined, "direct", "brazil", "us"];

/** A realistic spec of n webhook nodes, each with a few conditional transitions. */
export function makeSpec(n) {
  const nodes = [];
  for (let i = 0; i < n; i++) {
    const next = `node-${(i + 1) % n}`;
    const config = {
      url: i % 3 ? `https://api${i % 7}.example.com/v1/items/{{vars.id}}` : `https://hooks.example.com/n/${i}`,
      method: ["GET", "POST", "PUT"][i % 3],
      headers: { "content-type": "application/json", "x-node": `n${i}` },
      body: { item: "{{input.item}}", index: i, tags: ["a", "b"] },
      responseMode: "text",
      timeout: 30 + (i % 60),
    };
    const route = ROUTES[i % 4];
    if (route) config.proxy = route;
    nodes.push({
      id: `node-${i}`,
      type: "action",
      actionType: "WEBHOOK",
      mode: "sync",
      config,
      outputVar: `out${i}`,
      transition: [
        {
          to: next,
          when: {
            all: [
              { source: "evaluation", path: "scores.mean", op: "gte", value: 7 },
              { any: [{ source: "vars", path: "region", op: "in", value: ["BR", "US"] }, { not: { source: "input", path: "flags.skip", op: "exists" } }] },
            ],
          },
        },
        { to: next, when: { source: "evaluation", path: "results[*].score", op: "length", value: { comparator: "gte", value: 2 } } },
        { to: next },
      ],
    });
  }
  return { version: 2, nodes };
}
