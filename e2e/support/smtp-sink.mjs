// A real SMTP server for the end-to-end tests: the app sends its mail here over SMTP (SMTP_URL),
// and each message is written as <n>.eml into MAIL_DIR for the tests to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 2525);
const healthPort = Number(process.env.SMTP_HEALTH_PORT ?? port + 1);
const mailDir = process.env.MAIL_DIR;
if (!mailDir) throw new Error('MAIL_DIR is required');
mkdirSync(mailDir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      writeFileSync(path.join(mailDir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
// Playwright waits for this URL before starting the tests.
createServer((_req, res) => res.end('ok')).listen(healthPort, '127.0.0.1');
