#import <UIKit/UIKit.h>

/// A row of the shelf: the cover, then the title.
@interface BookCell : UITableViewCell
@end
