import os from "node:os";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { createMailTransport, type MailTransport } from "~/modules/mail/transport.server";
import { startSmtpServer, type TestSmtpServer } from "../fakes/smtp";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";

export interface TestServiceNeeds {
  /** The local fake of Stripe's HTTP API. */
  stripe?: boolean;
  /** A real SMTP server and a transport to it, sending as `from`. */
  mail?: { from: string };
  /** The signing secret download and cancel links are signed with. */
  signingSecret?: boolean;
}

/** What a data-layer test talks to; each field is set before the first test runs. */
export interface TestServices {
  handle: DatabaseHandle;
  fake: FakeStripe;
  smtp: TestSmtpServer;
  transport: MailTransport;
}

/**
 * Opens a fresh database and starts the services a suite asks for before its first test, and stops them
 * all after its last, so a payments or mail test states only what it needs.
 */
export function useTestServices(open: () => Promise<DatabaseHandle>, needs: TestServiceNeeds): TestServices {
  const services = {} as TestServices;
  beforeAll(async () => {
    services.handle = await open();
    if (needs.signingSecret) await signingSecretTask.start(services.handle.db);
    if (needs.stripe) services.fake = await startFakeStripe();
    if (needs.mail) {
      services.smtp = await startSmtpServer();
      services.transport = createMailTransport({ smtpUrl: services.smtp.url, from: needs.mail.from, outboxDir: os.tmpdir() });
    }
  });
  afterAll(async () => {
    if (needs.mail) {
      services.transport.close();
      await services.smtp.stop();
    }
    if (needs.stripe) await services.fake.stop();
    await services.handle.close();
  });
  return services;
}

/** A preferred consultation time a month from now, as the booking form sends it. */
export function inAMonth(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 11) + "10:00";
}
