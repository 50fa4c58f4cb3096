// The Lua side of the engine-event queue (engine-event-queue.ts). Each script runs atomically in Redis, so
// a chat is never handed to two consumers and no event is dropped between a claim and its ack. Keys are
// built from the prefix passed in ARGV (one Redis, not a cluster), as Bull's scripts do for some of theirs.
//
//   <p>:chat:<chat>        LIST   the chat's events waiting, oldest first (a chat = company:connection:jid)
//   <p>:ready:<company>    ZSET   the company's chats with events and no lease, by when they became ready
//   <p>:ring / :ringset    LIST + SET  companies with ready chats, served round robin (fair share)
//   <p>:leases             ZSET   chats held by a consumer (or cooling down after a failure), by lease end
//   <p>:owner              HASH   chat → token of the consumer holding it
//   <p>:failures           HASH   chat → failed attempts at its head event
//   <p>:pending            STRING events enqueued and not yet acknowledged
//   <p>:nudge              LIST   wakes a consumer blocked waiting for work
//   <p>:dead               LIST   head events that failed every attempt (chat, newline, event)

const common = `
local p = ARGV[1]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function companyOf(chat) return string.match(chat, '^(%d+):') end
local function makeReady(chat)
  local company = companyOf(chat)
  if redis.call('ZADD', p .. ':ready:' .. company, 'NX', now, chat) == 1 then
    if redis.call('SADD', p .. ':ringset', company) == 1 then redis.call('RPUSH', p .. ':ring', company) end
  end
end
local function nudge()
  if redis.call('LLEN', p .. ':nudge') < 4 then redis.call('LPUSH', p .. ':nudge', '1') end
end
`;

/** ARGV: prefix, then per chat: chat, count, events… → events enqueued. */
export const ENQUEUE = `${common}
local i = 2
local total = 0
while i <= #ARGV do
  local chat = ARGV[i]
  local n = tonumber(ARGV[i + 1])
  local list = p .. ':chat:' .. chat
  local first = i + 2
  while first < i + 2 + n do
    local last = math.min(first + 999, i + 1 + n)
    redis.call('RPUSH', list, unpack(ARGV, first, last))
    first = last + 1
  end
  i = i + 2 + n
  total = total + n
  -- A leased chat becomes ready again when its consumer acknowledges what it took.
  if not redis.call('ZSCORE', p .. ':leases', chat) then makeReady(chat) end
end
redis.call('INCRBY', p .. ':pending', total)
nudge()
return total
`;

/**
 * ARGV: prefix, leaseMs, token, maxChats, maxPerChat, maxEvents, maxPerCompany → flat list: chat, failures, count, events…
 * Companies take turns (one chat each per round), so a company with a thousand busy chats gets one slot
 * per round like a company with one. A company takes at most maxPerCompany events per claim, even alone: a
 * backlog (a campaign's thousands of acks, a reconnect's history) never fills a batch, so a batch stays short
 * and the next claim — another loop's, another worker's — comes soon for a company that just got work. A
 * company that reached its share waits at the ring's tail for the next claim. A chat whose head failed
 * before is handed out alone, head only.
 */
export const CLAIM = `${common}
local leaseUntil = now + tonumber(ARGV[2])
local token = ARGV[3]
local maxChats, maxPerChat, maxEvents = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local maxPerCompany = tonumber(ARGV[7])
local out = {}
local chats, events = 0, 0
local share = {}
local served = {}
while chats < maxChats and events < maxEvents do
  local company = redis.call('LPOP', p .. ':ring')
  if not company then break end
  local readyKey = p .. ':ready:' .. company
  local popped = redis.call('ZPOPMIN', readyKey)
  local had = share[company] or 0
  if #popped > 0 then
    local chat = popped[1]
    local failures = tonumber(redis.call('HGET', p .. ':failures', chat) or '0')
    local take = failures > 0 and 1 or math.min(maxPerChat, maxEvents - events, maxPerCompany - had)
    local taken = redis.call('LRANGE', p .. ':chat:' .. chat, 0, take - 1)
    if #taken > 0 then
      redis.call('ZADD', p .. ':leases', leaseUntil, chat)
      redis.call('HSET', p .. ':owner', chat, token)
      out[#out + 1] = chat
      out[#out + 1] = failures
      out[#out + 1] = #taken
      for _, event in ipairs(taken) do out[#out + 1] = event end
      chats = chats + 1
      events = events + #taken
      share[company] = had + #taken
    end
  end
  if redis.call('ZCARD', readyKey) == 0 then redis.call('SREM', p .. ':ringset', company)
  elseif (share[company] or 0) >= maxPerCompany then served[#served + 1] = company
  else redis.call('RPUSH', p .. ':ring', company) end
end
for _, company in ipairs(served) do redis.call('RPUSH', p .. ':ring', company) end
if redis.call('LLEN', p .. ':ring') > 0 then nudge() end
return out
`;

/** ARGV: prefix, token, then per chat: chat, count → events acknowledged (removed). */
export const ACK = `${common}
local token = ARGV[2]
local total = 0
for i = 3, #ARGV, 2 do
  local chat, n = ARGV[i], tonumber(ARGV[i + 1])
  -- A consumer whose lease ran out has lost the chat: whoever holds it now removes what it processes.
  if redis.call('HGET', p .. ':owner', chat) == token then
    local list = p .. ':chat:' .. chat
    redis.call('LTRIM', list, n, -1)
    total = total + n
    redis.call('HDEL', p .. ':owner', chat)
    redis.call('HDEL', p .. ':failures', chat)
    redis.call('ZREM', p .. ':leases', chat)
    if redis.call('LLEN', list) > 0 then makeReady(chat) end
  end
end
redis.call('DECRBY', p .. ':pending', total)
if redis.call('LLEN', p .. ':ring') > 0 then nudge() end
return total
`;

/**
 * ARGV: prefix, token, retryInMs, maxFailures, chats… → events set aside. A chat that failed cools down
 * (its lease runs until the retry); its head event, after maxFailures attempts alone, goes to the dead list.
 */
export const RELEASE = `${common}
local token = ARGV[2]
local retryAt = now + tonumber(ARGV[3])
local maxFailures = tonumber(ARGV[4])
local dead = 0
for i = 5, #ARGV do
  local chat = ARGV[i]
  if redis.call('HGET', p .. ':owner', chat) == token then
    redis.call('HDEL', p .. ':owner', chat)
    local failures = redis.call('HINCRBY', p .. ':failures', chat, 1)
    if failures > maxFailures then
      local list = p .. ':chat:' .. chat
      local head = redis.call('LPOP', list)
      if head then
        redis.call('RPUSH', p .. ':dead', chat .. '\\n' .. head)
        redis.call('DECR', p .. ':pending')
        dead = dead + 1
      end
      redis.call('HDEL', p .. ':failures', chat)
      redis.call('ZREM', p .. ':leases', chat)
      if redis.call('LLEN', list) > 0 then makeReady(chat) end
    else
      redis.call('ZADD', p .. ':leases', retryAt, chat)
    end
  end
end
return dead
`;

/** ARGV: prefix, leaseMs, token, chats… → leases extended (a long batch keeps its chats). */
export const RENEW = `${common}
local leaseUntil = now + tonumber(ARGV[2])
local token = ARGV[3]
local renewed = 0
for i = 4, #ARGV do
  if redis.call('HGET', p .. ':owner', ARGV[i]) == token then
    redis.call('ZADD', p .. ':leases', 'XX', leaseUntil, ARGV[i])
    renewed = renewed + 1
  end
end
return renewed
`;

/** ARGV: prefix, limit → chats whose lease ran out (dead consumer, or a failure's cool-down) made ready again. */
export const REAP = `${common}
local due = redis.call('ZRANGEBYSCORE', p .. ':leases', '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))
for _, chat in ipairs(due) do
  redis.call('ZREM', p .. ':leases', chat)
  redis.call('HDEL', p .. ':owner', chat)
  if redis.call('LLEN', p .. ':chat:' .. chat) > 0 then makeReady(chat) end
end
if #due > 0 then nudge() end
return #due
`;

/** ARGV: prefix → { pending, active }: events not yet acknowledged, and those in chats a consumer holds. */
export const COUNTS = `${common}
local active = 0
for _, chat in ipairs(redis.call('HKEYS', p .. ':owner')) do
  active = active + redis.call('LLEN', p .. ':chat:' .. chat)
end
return { tonumber(redis.call('GET', p .. ':pending') or '0'), active }
`;
