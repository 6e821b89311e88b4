// Runs before `npm start` and `npm test` on whatever Node is installed, so it is plain JavaScript that
// any old Node can parse. Keep in step with "engines" in package.json: Node 22 from 22.12, or 24 and later.
const [major, minor] = process.versions.node.split(".").map(Number);
const supported = (major === 22 && minor >= 12) || major >= 24;
if (!supported) {
  console.error(
    `This site needs Node.js 22 (22.12 or later) or 24 LTS; this is Node ${process.versions.node}. ` +
      `Install one (README: "Node.js"), or here: export PATH="$(bash .ci/node-lts.sh 24):$PATH"`,
  );
  process.exit(1);
}
