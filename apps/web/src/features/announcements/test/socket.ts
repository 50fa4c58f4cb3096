// The announcements tests share the app's one fake session socket.
export { emitSocket, fakeSocket, listening, resetSocket, socketListeners } from '../../../test/fake-socket';
