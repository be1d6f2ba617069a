// A reader that stops reading (`rocsite build | head -1`) is no failure of the command: what it would still print
// there is dropped, and the command runs to its end and exits with its own code. Node ignores SIGPIPE, so a write to
// a closed pipe fails with EPIPE, an 'error' event that otherwise ends the process with a stack trace mid-way (a
// build then left its lock behind). Any other error of the stream is thrown, as before.

/** Drop the output of process.stdout and process.stderr once their reader has closed them. */
export function ignoreClosedOutput() {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (e) => {
      if (e.code !== 'EPIPE') throw e;
    });
}
