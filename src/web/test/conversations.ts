// Conversations and messages as the API answers them, for component tests: Meera, a seeker,
// asking Ravi, the owner, about a 2BHK in Kothrud; each test overrides what it is about.
import type { Conversation, Message } from '../../shared/schemas/conversation.ts';

export const aConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 12,
  role: 'seeker',
  listing: {
    id: 41,
    title: '2BHK Apartment in Kothrud',
    title_words: { configuration: '_2BHK', property_type: 'APARTMENT', city: 'Pune', locality: 'Kothrud' },
    photo: '/media/p1-card.webp',
    listed_by: 'Owner',
    status: 'live',
  },
  visit_booked: false,
  other: { name: 'Ravi Shetty' },
  last_message: { text: 'Yes, it is available', from_me: false, created_at: '2026-11-27T09:35:00.000Z' },
  unread: 0,
  blocked_by_me: false,
  blocked_me: false,
  reported: false,
  updated_at: '2026-11-27T09:35:00.000Z',
  ...overrides,
});

export const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: 100,
  conversation_id: 12,
  from_me: true,
  text: 'Is it still available?',
  hidden: [],
  created_at: '2026-11-27T09:30:00.000Z',
  ...overrides,
});
