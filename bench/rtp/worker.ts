/** Worker side of the RTP bench: plays the chunks it is sent and posts their tallies back. */
import { parentPort } from 'node:worker_threads';
import { runChunk, type ChunkResult, type Game } from './games.js';

export interface ChunkTask {
  readonly game: Game;
  readonly baseSeed: string;
  readonly chunk: number;
  readonly rounds: number;
}

export interface ChunkReply {
  readonly task: ChunkTask;
  readonly result?: ChunkResult;
  readonly error?: string;
}

if (!parentPort) throw new Error('bench/rtp/worker.ts runs as a worker thread');
const port = parentPort;
port.on('message', (task: ChunkTask) => {
  let reply: ChunkReply;
  try {
    reply = { task, result: runChunk(task.game, task.baseSeed, task.chunk, task.rounds) };
  } catch (error) {
    reply = { task, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
