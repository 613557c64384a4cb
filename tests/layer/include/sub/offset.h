// Included as "sub/offset.h": -I directories keep their subdirectories.
#define OFFSET 7
