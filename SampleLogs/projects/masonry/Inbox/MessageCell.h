#import <UIKit/UIKit.h>

/// A message in the inbox: the sender's avatar and name.
@interface MessageCell : UITableViewCell
@end
