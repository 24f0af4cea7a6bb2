import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internetAnswers } from './sources.ts';

let answering: http.Server;
let silent: net.Server;
const held: net.Socket[] = [];

beforeAll(async () => {
  answering = http.createServer((_req, res) => res.writeHead(404).end());
  // Accepts connections and never answers, like a network that drops packets.
  silent = net.createServer((socket) => held.push(socket));
  await Promise.all([
    new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)),
  ]);
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  answering.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => answering.close(resolve)),
    new Promise((resolve) => silent.close(resolve)),
  ]);
});

const urlOf = (server: net.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

describe('internetAnswers', () => {
  it('is true when any probe answers, whatever the status', async () => {
    expect(await internetAnswers(1000, [urlOf(silent), urlOf(answering)])).toBe(true);
  });

  it('is false when nothing answers within the time limit', async () => {
    const started = performance.now();
    expect(await internetAnswers(200, [urlOf(silent)])).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
