// §5 gives announcements the schedules' picture rule (.png, .jpg, .jpeg; type, name and first bytes
// checked, 400 naming `file` otherwise), so both screens share one upload parser.
export { receiveScheduleFile as receiveAnnouncementFile } from '../schedules/schedules.upload.js';
