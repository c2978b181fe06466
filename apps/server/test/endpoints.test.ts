import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAddress, endpoints, type DeclaredKey } from '@voski/contract';
import { serve, type EndpointHandler } from '../src/http/endpoint.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const declared = Object.keys(endpoints) as DeclaredKey[];

/**
 * Routes still declared in their server module rather than in the contract: the number may
 * only fall, as endpoints move into the contract (issue 40).
 */
const UNDECLARED_AT_MOST = 18;

describe("the contract's endpoint declarations", () => {
  it('are each served, at their method and path, with their access rule', () => {
    for (const key of declared) {
      const { method, path } = endpointAddress(key);
      const served = t.app.routeAccess.filter(
        (route) => route.method === method && route.url === `/api${path}`,
      );
      expect(served, key).toHaveLength(1);
      expect(served[0]!.access, key).toEqual(endpoints[key].access);
    }
  });

  it('cover more of the API as endpoints move in, never fewer', () => {
    const keys = new Set(declared.map((key) => key.replace(' ', ' /api')));
    const undeclared = t.app.routeAccess.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/*' &&
        !keys.has(`${route.method} ${route.url}`),
    );
    expect(undeclared.length).toBeLessThanOrEqual(UNDECLARED_AT_MOST);
  });

  it('make a server answer that differs from the declaration a failure, not a silent success', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // a handler that drifted from the contract: FAQs without their English question
    const drifted = (() => [
      { id: 1, question: 'Q', question_ru: 'В', answer: 'A', answer_en: 'A', answer_ru: 'О' },
    ]) as unknown as EndpointHandler<'GET /faqs'>;
    serve(app, 'GET /faqs', drifted);
    serve(app, 'PUT /faqs/:id', async (request) => ({
      faq: {
        id: request.params.id,
        ...request.body,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    }));
    const answer = await app.inject({ method: 'GET', url: '/faqs' });
    expect(answer.statusCode).toBe(500);

    // and the declaration's schemas check what comes in
    const body = {
      question: 'Q',
      question_en: 'Q',
      question_ru: 'В',
      answer: 'A',
      answer_en: 'A',
      answer_ru: 'О',
    };
    const wrongId = await app.inject({ method: 'PUT', url: '/faqs/x', payload: body });
    expect(wrongId.statusCode).toBe(400);
    const fine = await app.inject({ method: 'PUT', url: '/faqs/7', payload: body });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ faq: { id: 7, question_en: 'Q' } });
    await app.close();
  });
});
