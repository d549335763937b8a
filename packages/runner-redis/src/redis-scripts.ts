import { LuaScript } from "./lua-script.js";

const publishChange = `
local function publishChange(meta, channel, kind, threadId)
  local f = redis.call('HMGET', meta, 'owner', 'agent', 'name', 'named', 'archived', 'created', 'updated', 'lastRun', 'runId', 'activity')
  redis.call('PUBLISH', channel, cjson.encode({kind, threadId, f}))
end
`;

/**
 * The Lua scripts of a `RedisAgentRunner`. Each runs atomically, so the one-run-per-thread rule,
 * the lock fence on every write and consistent replays hold across instances. Missing hash fields
 * come back as `false`; scripts return `''` for them, since a `nil` would cut a reply array short.
 * Scripts that change a thread publish the change (`[kind, thread id, info fields]`, JSON) on the
 * owner's changes channel, for `watchThreads` on every instance.
 */
export const redisScripts = {
  /**
   * Locks a thread for a run, creating the thread when new.
   * KEYS: meta, lock, owner index, running set, activity counter, runs.
   * ARGV: owner, agent, token, lock ttl ms, now ms, thread id, run id, changes channel, running member.
   * Returns {'ok', first event id, messages, state, created '0'|'1'} or {'not-found'|'busy'|'stale'}.
   */
  begin: new LuaScript(
    6,
    `${publishChange}
local meta = KEYS[1]
local exists = redis.call('EXISTS', meta) == 1
if exists then
  local f = redis.call('HMGET', meta, 'owner', 'agent', 'runId')
  if f[1] ~= ARGV[1] or f[2] ~= ARGV[2] then return {'not-found'} end
  if redis.call('EXISTS', KEYS[2]) == 1 then return {'busy'} end
  if f[3] and f[3] ~= '' then return {'stale'} end
end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
local activity = redis.call('INCR', KEYS[5])
local now = ARGV[5]
if not exists then
  redis.call('HSET', meta, 'owner', ARGV[1], 'agent', ARGV[2], 'name', '', 'named', '0', 'archived', '0',
    'created', now, 'nextId', '1', 'messages', '[]', 'state', '', 'stored', '0')
end
local created = '0'
if not exists then created = '1' end
local nextId = redis.call('HGET', meta, 'nextId')
redis.call('HSET', meta, 'runId', ARGV[7], 'liveId', nextId, 'stop', '0', 'lastRun', now, 'updated', now,
  'activity', activity, 'createdByRun', created, 'input', '')
redis.call('PERSIST', meta)
redis.call('PERSIST', KEYS[6])
redis.call('ZADD', KEYS[3], activity, ARGV[6])
redis.call('ZADD', KEYS[4], now, ARGV[9])
publishChange(meta, ARGV[8], 'run-started', ARGV[6])
local m = redis.call('HMGET', meta, 'messages', 'state')
return {'ok', nextId, m[1] or '[]', m[2] or '', created}
`,
  ),

  /**
   * Appends a batch of a run's events, if the caller still holds the lock, and tells followers.
   * KEYS: lock, live stream, meta. ARGV: token, channel, last id of the batch, batch JSON.
   * Returns 1, or 0 when the lock is lost.
   */
  append: new LuaScript(
    3,
    `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('XADD', KEYS[2], ARGV[3] .. '-0', 'e', ARGV[4])
redis.call('HSET', KEYS[3], 'nextId', tonumber(ARGV[3]) + 1)
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1
`,
  ),

  /**
   * Ends a run, if the caller still holds the lock: its last batch (closers included) on the live
   * stream, the compacted run stored (or, for a run that stored nothing on a thread it created, the
   * thread removed), retention applied, the thread unlocked, followers told.
   * KEYS: lock, live stream, meta, runs, running set, owner index.
   * ARGV: token, channel, thread id, last batch id ('' none), last batch JSON, next event id, now,
   *   live ttl ms, store '1'|'0', first id, last id, events JSON, boundaries JSON, messages, state,
   *   idle ttl s (0 none), max events (0 none), stored event count, changes channel, running member.
   * Returns 1, or 0 when the lock is lost.
   */
  finish: new LuaScript(
    6,
    `${publishChange}
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local meta, runs = KEYS[3], KEYS[4]
if ARGV[4] ~= '' then redis.call('XADD', KEYS[2], ARGV[4] .. '-0', 'e', ARGV[5]) end
redis.call('PEXPIRE', KEYS[2], ARGV[8])
if ARGV[9] == '1' then
  redis.call('XADD', runs, ARGV[11] .. '-0', 'f', ARGV[10], 'e', ARGV[12], 'b', ARGV[13], 'n', ARGV[18])
  redis.call('HSET', meta, 'messages', ARGV[14], 'state', ARGV[15])
  local max = tonumber(ARGV[17])
  local stored = redis.call('HINCRBY', meta, 'stored', tonumber(ARGV[18]))
  while max > 0 and stored > max and redis.call('XLEN', runs) > 1 do
    local oldest = redis.call('XRANGE', runs, '-', '+', 'COUNT', 1)[1]
    redis.call('XDEL', runs, oldest[1])
    stored = redis.call('HINCRBY', meta, 'stored', -tonumber(oldest[2][8]))
  end
end
if ARGV[9] ~= '1' and redis.call('HGET', meta, 'createdByRun') == '1' and redis.call('XLEN', runs) == 0 then
  local f = redis.call('HMGET', meta, 'owner', 'agent')
  redis.call('DEL', meta, runs)
  redis.call('ZREM', KEYS[6], ARGV[3])
  redis.call('PUBLISH', ARGV[19], cjson.encode({'deleted', ARGV[3], f}))
else
  redis.call('HSET', meta, 'runId', '', 'stop', '0', 'input', '', 'nextId', ARGV[6], 'updated', ARGV[7])
  local ttl = tonumber(ARGV[16])
  if ttl > 0 then
    redis.call('EXPIRE', meta, ttl)
    redis.call('EXPIRE', runs, ttl)
  end
  publishChange(meta, ARGV[19], 'run-ended', ARGV[3])
end
redis.call('ZREM', KEYS[5], ARGV[20])
redis.call('DEL', KEYS[1])
-- Always: a follower holding the run's terminal event sends it once the run is stored.
redis.call('PUBLISH', ARGV[2], ARGV[4])
return 1
`,
  ),

  /**
   * What `connect` replays, read at one instant: the stored runs after an id and the live run.
   * KEYS: meta, runs, lock. ARGV: owner, agent ('' any), after ('' none), live key prefix.
   * Returns {0} for a thread the caller cannot see, else {1, run id, live id, lock alive '0'|'1',
   * run count, (events, boundaries) per run..., live batches...}. Boundaries only for a run the
   * caller stopped inside of.
   */
  snapshot: new LuaScript(
    3,
    `
local f = redis.call('HMGET', KEYS[1], 'owner', 'agent', 'runId', 'liveId')
if not f[1] or f[1] ~= ARGV[1] or (ARGV[2] ~= '' and f[2] ~= ARGV[2]) then return {0} end
local after = ARGV[3]
local start = '-'
if after ~= '' then start = tostring(tonumber(after) + 1) .. '-0' end
local entries = redis.call('XRANGE', KEYS[2], start, '+')
local alive = '0'
if redis.call('EXISTS', KEYS[3]) == 1 then alive = '1' end
local runId = f[3] or ''
local liveId = f[4] or ''
local reply = {1, runId, liveId, alive, #entries}
for _, entry in ipairs(entries) do
  local fields = entry[2]
  reply[#reply + 1] = fields[4]
  if after ~= '' and tonumber(fields[2]) <= tonumber(after) then reply[#reply + 1] = fields[6] else reply[#reply + 1] = '' end
end
if runId ~= '' then
  for _, entry in ipairs(redis.call('XRANGE', ARGV[4] .. liveId, start, '+')) do reply[#reply + 1] = entry[2][2] end
end
return reply
`,
  ),

  /**
   * Marks a thread's run as asked to stop.
   * KEYS: meta, lock. ARGV: owner, agent ('' any), run id ('' any).
   * Returns {'ok'|'dead', live id} ('dead': the lock expired), or {'no'}.
   */
  requestStop: new LuaScript(
    2,
    `
local f = redis.call('HMGET', KEYS[1], 'owner', 'agent', 'runId', 'stop', 'liveId')
if not f[1] or f[1] ~= ARGV[1] or (ARGV[2] ~= '' and f[2] ~= ARGV[2]) then return {'no'} end
if not f[3] or f[3] == '' or f[4] == '1' then return {'no'} end
if ARGV[3] ~= '' and ARGV[3] ~= f[3] then return {'no'} end
redis.call('HSET', KEYS[1], 'stop', '1')
if redis.call('EXISTS', KEYS[2]) == 0 then return {'dead', f[5]} end
return {'ok', f[5]}
`,
  ),

  /**
   * Extends a run's lock if the caller holds it. KEYS: lock, meta. ARGV: token, ttl ms.
   * Returns -1 when the lock is lost, 1 when a stop was requested, else 0.
   */
  renew: new LuaScript(
    2,
    `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if redis.call('HGET', KEYS[2], 'stop') == '1' then return 1 end
return 0
`,
  ),

  /**
   * Takes the lock of a run whose instance died, to finalize it. KEYS: lock, meta. ARGV: token, ttl ms.
   * Returns {'ok', run id, live id, stop, messages, state, input, next id, owner} or {'no'}.
   */
  claim: new LuaScript(
    2,
    `
if redis.call('EXISTS', KEYS[1]) == 1 then return {'no'} end
local f = redis.call('HMGET', KEYS[2], 'runId', 'liveId', 'stop', 'messages', 'state', 'input', 'nextId', 'owner')
if not f[1] or f[1] == '' then return {'no'} end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return {'ok', f[1], f[2] or '', f[3] or '0', f[4] or '[]', f[5] or '', f[6] or '', f[7] or '1', f[8] or ''}
`,
  ),

  /**
   * Renames or (un)archives a thread the caller owns. KEYS: meta, runs.
   * ARGV: owner, set name '0'|'1', name, named '0'|'1', archived ('' unchanged), now, idle ttl s (0 none),
   *   changes channel, thread id.
   * Returns 1, or 0 for a thread the caller cannot see.
   */
  update: new LuaScript(
    2,
    `${publishChange}
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
if ARGV[2] == '1' then redis.call('HSET', KEYS[1], 'name', ARGV[3], 'named', ARGV[4]) end
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'archived', ARGV[5]) end
redis.call('HSET', KEYS[1], 'updated', ARGV[6])
local ttl = tonumber(ARGV[7])
if ttl > 0 and redis.call('HGET', KEYS[1], 'runId') == '' then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
end
publishChange(KEYS[1], ARGV[8], 'updated', ARGV[9])
return 1
`,
  ),
} as const;
