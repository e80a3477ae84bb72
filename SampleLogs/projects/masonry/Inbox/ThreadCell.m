#import "ThreadCell.h"
#import <Masonry/Masonry.h>

/// A thread's row: the same avatar as a message's, so its chains look
/// alike to a log that prints no place.
@implementation ThreadCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        UIImageView *avatarView = [[UIImageView alloc] init];
        [self.contentView addSubview:avatarView];
        MASAttachKeys(avatarView);
        [avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self.contentView).offset(12);
            make.width.equalTo(@50);
        }];
    }
    return self;
}

@end
