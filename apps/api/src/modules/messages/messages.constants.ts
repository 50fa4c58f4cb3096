/**
 * Messages per page of a conversation's history; page 1 is the newest. The spec leaves the size to the server;
 * 50 fills a tall screen at once, and a 90-message history opens in two pages instead of five (issue 20).
 */
export const MESSAGES_PAGE_SIZE = 50;
