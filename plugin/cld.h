/* cld -- internal interface shared by the plugin's files.  */
#ifndef CLD_H
#define CLD_H

#define CLD_VERSION "0.1"

#endif /* CLD_H */
