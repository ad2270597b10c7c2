import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { samePhoto } from './verify';

describe('samePhoto', () => {
  const acknowledged = 'http://127.0.0.1:9000/photos/u1/a.webp?X-Amz-Date=20261124T213000Z&X-Amz-Signature=aa';

  it('matches a read-back URL of the same object signed in a later window', () => {
    assert.equal(samePhoto('http://127.0.0.1:9000/photos/u1/a.webp?X-Amz-Date=20261124T220000Z&X-Amz-Signature=bb', acknowledged), true);
    assert.equal(samePhoto('http://localhost:3000/photos/u1/a.webp?exp=2&sig=y', 'http://localhost:3000/photos/u1/a.webp?exp=1&sig=x'), true);
  });

  it('refuses another object, another store, or no photo at all', () => {
    assert.equal(samePhoto('http://127.0.0.1:9000/photos/u1/b.webp?X-Amz-Signature=aa', acknowledged), false);
    assert.equal(samePhoto('http://127.0.0.1:9001/photos/u1/a.webp?X-Amz-Signature=aa', acknowledged), false);
    assert.equal(samePhoto(null, acknowledged), false);
  });
});
