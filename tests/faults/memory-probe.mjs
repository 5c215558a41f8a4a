// Loaded into the server by tests/faults/memory.ts (`node --expose-gc --import`): on the message
// 'memory' it collects garbage and answers with process.memoryUsage() over the IPC channel, so the
// test reads the server's own heap without an endpoint made for it.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc();
  process.send(process.memoryUsage());
});
// The channel must not keep a drained server alive.
process.channel?.unref();
